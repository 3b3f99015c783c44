import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { Problem, ReadOnlyNote } from '../../ui/status.js';
import { PageCard } from './page-card.js';

const WHO = 'Managers and admins change and delete pages.';
const SHOWN = 100;

/** Live pages: the project's published pages with their addresses; each one's visibility (public or unlisted), and deleting one. */
export function LivePagesScreen({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const [pages, reload] = useLoaded(
    'Loading the pages',
    () => portal.api.GET('/api/projects/{projectId}/pages', { params: { path: { projectId: project.id }, query: { limit: SHOWN } } }),
    [project.id],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const mayEdit = hasRole(project, 'manager');
  const one = (pageId: string) => ({ params: { path: { projectId: project.id, pageId } } });

  /** A change, then the list read again; `done` is announced only then, so what it says is what the list shows. */
  async function change(doing: string, call: () => Promise<unknown>, done: string): Promise<string | null> {
    setProblem(null);
    try {
      await call();
    } catch (failure) {
      const refusal = describeFailure(doing, failure, WHO);
      setProblem(refusal);
      await reload();
      return refusal;
    }
    await reload();
    portal.announce(done);
    return null;
  }

  return (
    <section class="pt-screen">
      <h1>Live pages</h1>
      {mayEdit ? (
        <p>The project’s published pages. Edit one in Pages; here, choose who finds it, or delete it.</p>
      ) : (
        <ReadOnlyNote>{readOnlyBecause(project, WHO)}</ReadOnlyNote>
      )}
      <Problem message={problem} />
      <Show state={pages} loading="Loading the pages…">
        {({ pages: list, next_cursor }) =>
          list.length === 0 ? (
            <p>No live page yet: publish one from Pages.</p>
          ) : (
            <>
              {next_cursor === null ? null : <p>The first {SHOWN} pages.</p>}
              <ul class="pt-cards" aria-label="Live pages">
                {list.map((page) => {
                  const title = typeof page.metadata.title === 'string' && page.metadata.title !== '' ? page.metadata.title : `/${page.slug}`;
                  return (
                    <PageCard
                      key={page.id}
                      page={page}
                      siteUrl={project.site_url}
                      mayEdit={mayEdit}
                      setVisibility={(visibility) =>
                        change(
                          'Changing the visibility',
                          () => portal.api.PATCH('/api/projects/{projectId}/pages/{pageId}/visibility', { ...one(page.id), body: { visibility } }),
                          `${title} is ${visibility} now.`,
                        )
                      }
                      remove={() =>
                        change('Deleting the page', () => portal.api.DELETE('/api/projects/{projectId}/pages/{pageId}', one(page.id)), `Deleted ${title}.`)
                      }
                    />
                  );
                })}
              </ul>
            </>
          )
        }
      </Show>
    </section>
  );
}

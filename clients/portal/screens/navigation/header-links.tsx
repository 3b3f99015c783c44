import { useState } from 'preact/hooks';
import type { components } from '../../../typescript/client.js';
import { usePortal } from '../../context.js';
import { Reorderable } from '../../ui/reorderable.js';
import { EntryActions } from './entry-actions.js';
import { LinkForm } from './link-form.js';
import type { Change, NavPage } from './index.js';

type HeaderItem = components['schemas']['HeaderNavItem'];

interface HeaderLinksProps {
  readonly projectId: string;
  readonly language: string;
  readonly items: readonly HeaderItem[];
  readonly pages: readonly NavPage[];
  readonly mayEdit: boolean;
  readonly change: Change;
}

/** The header's links in one language, in order: each edited, reordered (dragged, or by keyboard), removed; a new one added last. */
export function HeaderLinks({ projectId, language, items, pages, mayEdit, change }: HeaderLinksProps) {
  const portal = usePortal();
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = { params: { path: { projectId } } };
  const one = (itemId: string) => ({ params: { path: { projectId, itemId } } });
  const run = async (refusal: Promise<string | null>) => {
    setBusy(true);
    const answer = await refusal;
    setBusy(false);
    return answer;
  };
  const reorder = (ids: string[], done: string) =>
    change('Moving the link', () => portal.api.PUT('/api/projects/{projectId}/header-nav-items/order', { ...path, body: { language, ids } }), done, true);

  return (
    <section class="pt-panel" aria-labelledby="header-links-heading">
      <h2 id="header-links-heading">Header links ({language})</h2>
      {items.length === 0 ? <p>No header link in this language yet.</p> : null}
      <Reorderable
        label={`Header links in ${language}`}
        items={items}
        idOf={(item) => item.id}
        nameOf={(item) => item.label}
        movable={mayEdit && editing === null && !busy}
        save={reorder}
      >
        {(item) =>
          editing === item.id ? (
            <LinkForm
              title={`Edit ${item.label}`}
              submitLabel="Save the link"
              pages={pages}
              initial={item}
              cancel={() => setEditing(null)}
              save={async (link) => {
                const refused = await change(
                  'Saving the link',
                  () => portal.api.PATCH('/api/projects/{projectId}/header-nav-items/{itemId}', { ...one(item.id), body: link }),
                  `Saved the link “${link.label}”.`,
                  true,
                );
                if (refused === null) setEditing(null);
                return refused;
              }}
            />
          ) : (
            <>
              <h3 class="pt-card__title">{item.label}</h3>
              <p>To {'slug' in item ? `the page /${item.slug}` : item.url}</p>
              {mayEdit ? (
                <EntryActions
                  name={item.label}
                  edit={() => setEditing(item.id)}
                  remove={() =>
                    run(
                      change(
                        'Removing the link',
                        () => portal.api.DELETE('/api/projects/{projectId}/header-nav-items/{itemId}', one(item.id)),
                        `Removed the link “${item.label}”.`,
                      ),
                    )
                  }
                />
              ) : null}
            </>
          )
        }
      </Reorderable>
      {mayEdit ? (
        <>
          <h3>Add a header link</h3>
          <LinkForm
            title="Add a header link"
            submitLabel="Add the link"
            pages={pages}
            save={(link) =>
              change(
                'Adding the link',
                () => portal.api.POST('/api/projects/{projectId}/header-nav-items', { ...path, body: { language, ...link } }),
                `Added the link “${link.label}”.`,
                true,
              )
            }
          />
        </>
      ) : null}
    </section>
  );
}

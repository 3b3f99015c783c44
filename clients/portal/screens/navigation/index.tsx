import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import { ApplyToSite } from '../../ui/apply-to-site.js';
import { Field } from '../../ui/field.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { Problem, ReadOnlyNote } from '../../ui/status.js';
import { HeaderLinks } from './header-links.js';
import { SidebarGroups } from './sidebar-groups.js';

const WHO = 'Managers and admins edit the navigation.';

/** A page a link or a group may name: its slug and its title. */
export interface NavPage {
  readonly slug: string;
  readonly title: string;
}

/**
 * A change of the navigation, then it is read again and `done` announced; answers the refusal in
 * words, or null. The refusal is said above the lists unless a form says it (`inForm`).
 */
export type Change = (doing: string, call: () => Promise<unknown>, done: string, inForm?: boolean) => Promise<string | null>;

/**
 * Navigation: the site's header links and sidebar groups, language by language, in their order:
 * added, edited, moved up and down, removed. The site shows them from its next deploy.
 */
export function NavigationScreen({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const [language, setLanguage] = useState(project.default_language);
  const [problem, setProblem] = useState<string | null>(null);
  const [changes, setChanges] = useState(0);
  const projectId = project.id;
  const [pages] = useLoaded(
    'Loading the pages',
    () => portal.api.GET('/api/projects/{projectId}/pages', { params: { path: { projectId }, query: { limit: 100 } } }).then((a) => a.pages),
    [projectId],
  );
  const [navigation, reload] = useLoaded(
    'Loading the navigation',
    async () => {
      const params = { params: { path: { projectId }, query: { language } } };
      const [header, sidebar] = await Promise.all([
        portal.api.GET('/api/projects/{projectId}/header-nav-items', params),
        portal.api.GET('/api/projects/{projectId}/sidebar-groups', params),
      ]);
      const byPosition = <T extends { position: number }>(list: readonly T[]) => [...list].sort((a, b) => a.position - b.position);
      return { header: byPosition(header.header_nav_items), sidebar: byPosition(sidebar.sidebar_groups) };
    },
    [projectId, language],
  );
  const mayEdit = hasRole(project, 'manager');
  const change: Change = async (doing, call, done, inForm = false) => {
    setProblem(null);
    let refusal: string | null = null;
    try {
      await call();
    } catch (failure) {
      refusal = describeFailure(doing, failure, WHO);
      if (!inForm) setProblem(refusal);
    }
    await reload();
    setChanges((count) => count + 1);
    // Said once the lists show it (and a form that asked is emptied), not before.
    if (refusal === null) portal.announce(`${done} The site shows it from its next deploy.`);
    return refusal;
  };

  return (
    <section class="pt-screen">
      <h1>Navigation</h1>
      {mayEdit ? (
        <p>The links in the site’s header and the groups of its sidebar, in each language.</p>
      ) : (
        <ReadOnlyNote>{readOnlyBecause(project, WHO)}</ReadOnlyNote>
      )}
      <Show state={pages} loading="Loading the pages…">
        {(list) => {
          const languages = [...new Set([project.default_language, ...list.map((page) => page.language)])].sort();
          const ofLanguage: NavPage[] = list
            .filter((page) => page.language === language)
            .map((page) => ({ slug: page.slug, title: typeof page.metadata.title === 'string' ? page.metadata.title : page.slug }));
          return (
            <>
              {languages.length > 1 ? (
                <Field label="Language">
                  {(control) => (
                    <select {...control} value={language} onChange={(e) => setLanguage(e.currentTarget.value)}>
                      {languages.map((tag) => (
                        <option key={tag} value={tag}>
                          {tag}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              ) : null}
              <Problem message={problem} />
              <Show state={navigation} loading="Loading the navigation…">
                {({ header, sidebar }) => (
                  <>
                    <HeaderLinks projectId={projectId} language={language} items={header} pages={ofLanguage} mayEdit={mayEdit} change={change} />
                    <SidebarGroups projectId={projectId} language={language} groups={sidebar} pages={ofLanguage} mayEdit={mayEdit} change={change} />
                  </>
                )}
              </Show>
            </>
          );
        }}
      </Show>
      <ApplyToSite project={project} changes={changes} />
    </section>
  );
}

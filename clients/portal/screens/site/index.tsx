import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import { ApplyToSite } from '../../ui/apply-to-site.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { ReadOnlyNote } from '../../ui/status.js';
import { HomePagesForm } from './home-pages-form.js';
import { ThemeForm, WHO_SETS_SITE } from './theme-form.js';

/**
 * The site: its accent colour and logo, the home page of each language, and whether the site
 * shows them yet, with **Apply to the site** (a deploy without a draft). Domains and the
 * navigation have screens of their own.
 */
export function SiteScreen({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const path = { params: { path: { projectId: project.id } } };
  const [loaded] = useLoaded(
    'Loading the site’s settings',
    async () => {
      const [settings, images, pages] = await Promise.all([
        portal.api.GET('/api/projects/{projectId}/settings', path),
        portal.api.GET('/api/projects/{projectId}/images', { params: { path: path.params.path, query: { limit: 100 } } }),
        portal.api.GET('/api/projects/{projectId}/pages', { params: { path: path.params.path, query: { limit: 100 } } }),
      ]);
      return { site: settings.site, images: images.images, pages: pages.pages };
    },
    [project.id],
  );
  // Counts the saves: the site's status is read again after each.
  const [saves, setSaves] = useState(0);
  const saved = () => setSaves((count) => count + 1);
  const mayEdit = hasRole(project, 'manager');

  return (
    <section class="pt-screen">
      <h1>Site</h1>
      {mayEdit ? (
        <p>
          How the published site at{' '}
          <a href={project.site_url} target="_blank" rel="noopener">
            {project.site_url}
          </a>{' '}
          looks and opens. A change shows on the site from its next deploy.
        </p>
      ) : (
        <ReadOnlyNote>{readOnlyBecause(project, WHO_SETS_SITE)}</ReadOnlyNote>
      )}
      <Show state={loaded} loading="Loading the site’s settings…">
        {({ site, images, pages }) => (
          <>
            <ThemeForm project={project} site={site} images={images} mayEdit={mayEdit} saved={saved} />
            <HomePagesForm project={project} homePages={site.home_pages} pages={pages} mayEdit={mayEdit} saved={saved} />
            <ApplyToSite project={project} changes={saves} />
          </>
        )}
      </Show>
    </section>
  );
}

import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { createEditModeApi } from '../../edit-mode/api.js';
import { publishFlow } from '../../edit-mode/publish.js';
import { sitePageUrl } from '../../edit-mode/site-address.js';
import type { ProjectScreenProps } from '../../screens.js';
import { formatTime } from '../../edit-mode/dom.js';
import { deployedWords, releaseWords } from '../../edit-mode/publish-words.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { ReadOnlyNote } from '../../ui/status.js';
import { DraftApprovals } from './draft-approvals.js';

const ACTION = { create: 'New page', update: 'Update' } as const;

/**
 * Publish: what publishing does, **Publish…** (the dry run, then the publish, as from the
 * pages), the drafts with their approval, and the project's publish history with links to the pages it made live.
 */
export function PublishScreen({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const [history, reload] = useLoaded(
    'Loading the publish history',
    () => portal.api.GET('/api/projects/{projectId}/publish/history', { params: { path: { projectId: project.id }, query: { limit: 20 } } }),
    [project.id],
  );
  const mayPublish = project.role !== 'member';
  const [publishes, setPublishes] = useState(0);
  const publish = () =>
    void publishFlow({
      api: createEditModeApi(portal.api, portal.signIn),
      projectId: project.id,
      siteUrl: project.site_url,
      // No draft is open on this screen: nothing to save first.
      flush: () => Promise.resolve(true),
      published: () => {
        setPublishes((count) => count + 1);
        void reload();
      },
    });
  return (
    <section class="pt-screen" aria-labelledby="publish-title">
      <h1 id="publish-title">Publish</h1>
      <p>Publishing makes the project’s drafts live and deploys its site. First you see what would change, and what is blocked and why.</p>
      {mayPublish ? (
        <p>
          <button type="button" class="em-button em-button--primary" onClick={publish}>
            Publish…
          </button>
        </p>
      ) : (
        <ReadOnlyNote>Read only: you are a member of “{project.name}”. Members read the publish history; managers and admins publish.</ReadOnlyNote>
      )}
      {mayPublish ? <DraftApprovals project={project} changes={publishes} /> : null}
      <section class="pt-panel" aria-labelledby="publish-history-title">
        <h2 id="publish-history-title">Publish history</h2>
        <Show state={history} loading="Loading the publish history…">
          {({ history: records }) =>
            records.length === 0 ? (
              <p>Nothing has been published yet.</p>
            ) : (
              <ol class="em-history">
                {records.map((record) => (
                  <li key={record.publish_id}>
                    <p>
                      <strong>{formatTime(record.published_at)}</strong> by {record.published_by}: {deployedWords(record)}
                    </p>
                    {record.release === null ? null : <p class="em-help">{releaseWords(record)}</p>}
                    {record.changes.length + record.unpublished.length === 0 ? null : (
                      <ul>
                        {record.changes.map((change) => (
                          <li key={`${change.language}/${change.slug}`}>
                            <a href={sitePageUrl(project.site_url, change.language, change.slug)}>/{change.slug}</a> ({change.language}):{' '}
                            {ACTION[change.action]}, revision {change.revision}
                          </li>
                        ))}
                        {record.unpublished.map((page) => (
                          <li key={`off:${page.language}/${page.slug}`}>
                            /{page.slug} ({page.language}): taken off the site
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ol>
            )
          }
        </Show>
      </section>
    </section>
  );
}

import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import { ApplyToSite } from '../../ui/apply-to-site.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { ReadOnlyNote } from '../../ui/status.js';
import { AgentForm, WHO_SETS } from './agent-form.js';
import { PlacementForm } from './placement-form.js';
import { WhereItAppears, type ProjectSettings } from './where.js';

/**
 * The live agent: where it will appear (from what the service holds), its greeting, voice, who
 * may talk with it and its phone numbers (`PATCH …/settings/live-agent`), its placement on the
 * site (`PATCH …/settings/site`), and applying a change of placement to the site.
 */
export function LiveAgentScreen({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const path = { params: { path: { projectId: project.id } } };
  const [loaded] = useLoaded(
    'Loading the live agent’s settings',
    async () => {
      const [settings, modules] = await Promise.all([
        portal.api.GET('/api/projects/{projectId}/settings', path),
        portal.api.GET('/api/projects/{projectId}/modules', path),
      ]);
      return { settings, voiceOn: modules.voice };
    },
    [project.id],
  );
  // What the service answered to the last save, over what was loaded; and a count of saves, for the site's status.
  const [saved, setSaved] = useState<ProjectSettings | null>(null);
  const [saves, setSaves] = useState(0);
  const onSaved = (settings: ProjectSettings) => {
    setSaved(settings);
    setSaves((count) => count + 1);
  };
  const mayEdit = hasRole(project, 'manager');

  return (
    <section class="pt-screen">
      <h1>Live agent</h1>
      {mayEdit ? (
        <p>The voice agent visitors talk with on the published site and on the phone.</p>
      ) : (
        <ReadOnlyNote>{readOnlyBecause(project, WHO_SETS)}</ReadOnlyNote>
      )}
      <Show state={loaded} loading="Loading the live agent’s settings…">
        {({ settings, voiceOn }) => (
          <>
            <WhereItAppears project={project} settings={saved ?? settings} voiceOn={voiceOn} />
            <AgentForm project={project} agent={settings.live_agent} mayEdit={mayEdit} saved={onSaved} />
            <PlacementForm project={project} settings={settings} mayEdit={mayEdit} saved={onSaved} />
            <ApplyToSite project={project} changes={saves} />
          </>
        )}
      </Show>
    </section>
  );
}

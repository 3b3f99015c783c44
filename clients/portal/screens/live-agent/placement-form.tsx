import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { sitePageUrl } from '../../edit-mode/site-address.js';
import { describeFailure } from '../../messages.js';
import type { ProjectSummary } from '../../types.js';
import { Field } from '../../ui/field.js';
import { FormFooter } from '../../ui/form-footer.js';
import { WHO_SETS } from './agent-form.js';
import { offsetProblem, slugProblem } from './checks.js';
import { PLACEMENTS, type Placement, type ProjectSettings } from './where.js';

interface PlacementFormProps {
  readonly project: ProjectSummary;
  readonly settings: ProjectSettings;
  readonly mayEdit: boolean;
  saved(settings: ProjectSettings): void;
}

/** Where the agent stands on the site: the placement, its page's address, heading and text, the floating button's offset. */
export function PlacementForm({ project, settings, mayEdit, saved }: PlacementFormProps) {
  const portal = usePortal();
  const { site, live_agent: agent } = settings;
  const [placement, setPlacement] = useState<Placement>(site.live_agent_placement);
  const [slug, setSlug] = useState(site.live_agent_slug ?? 'talk');
  const [heading, setHeading] = useState(agent.page_heading);
  const [text, setText] = useState(agent.page_text);
  const [bottom, setBottom] = useState(site.launcher_offset === null ? '' : String(site.launcher_offset.bottom));
  const [end, setEnd] = useState(site.launcher_offset === null ? '' : String(site.launcher_offset.inline_end));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ownPage = placement === 'destination_page';
  const floating = placement === 'widget' || placement === 'modal';
  const slugError = ownPage ? slugProblem(slug) : null;
  const offsetHalf = (bottom.trim() === '') !== (end.trim() === '') ? 'Give both distances, or neither for the button’s own place.' : null;
  const invalid = slugError !== null || (floating && (offsetProblem(bottom) !== null || offsetProblem(end) !== null || offsetHalf !== null));

  async function save(event: Event) {
    event.preventDefault();
    if (busy || invalid) return;
    setBusy(true);
    setProblem(null);
    const path = { params: { path: { projectId: project.id } } };
    let doing = 'Saving the placement';
    try {
      const offset = bottom.trim() === '' ? null : { bottom: Number(bottom), inline_end: Number(end) };
      let answer = await portal.api.PATCH('/api/projects/{projectId}/settings/site', {
        ...path,
        body: { live_agent_placement: placement, ...(ownPage ? { live_agent_slug: slug.trim() } : {}), ...(floating ? { launcher_offset: offset } : {}) },
      });
      if (ownPage) {
        doing = 'Saving the agent’s page';
        answer = await portal.api.PATCH('/api/projects/{projectId}/settings/live-agent', { ...path, body: { page_heading: heading.trim(), page_text: text } });
      }
      saved(answer);
      portal.announce('Saved the placement. The site shows it from its next deploy.');
    } catch (failure) {
      setProblem(describeFailure(doing, failure, WHO_SETS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="em-form pt-panel" onSubmit={save} noValidate aria-labelledby="placement-heading">
      <h2 id="placement-heading">Placement on the site</h2>
      <fieldset class="pt-fieldset" disabled={!mayEdit}>
        <legend>Where the agent stands</legend>
        {PLACEMENTS.map((option) => (
          <div key={option.id} class="em-field em-field--check">
            <input
              type="radio"
              id={`placement-${option.id}`}
              name="placement"
              checked={placement === option.id}
              aria-describedby={`placement-${option.id}-help`}
              onChange={() => setPlacement(option.id)}
            />
            <label for={`placement-${option.id}`}>{option.label}</label>
            <p class="em-help" id={`placement-${option.id}-help`}>
              {option.help}
            </p>
          </div>
        ))}
        {ownPage ? (
          <>
            <Field
              label="Address of the agent’s page"
              help={
                slugError === null
                  ? `In each language, such as ${sitePageUrl(project.site_url, project.default_language, slug.trim())}. No page may use it.`
                  : undefined
              }
              error={slugError}
            >
              {(control) => <input {...control} value={slug} autocomplete="off" spellcheck={false} onInput={(e) => setSlug(e.currentTarget.value)} />}
            </Field>
            <Field label="Heading of the agent’s page" help="One line; without one, the site’s name.">
              {(control) => <input {...control} maxLength={200} value={heading} onInput={(e) => setHeading(e.currentTarget.value)} />}
            </Field>
            <Field label="Text of the agent’s page" help="Shown above the agent, as plain text; a blank line starts a paragraph.">
              {(control) => <textarea {...control} rows={4} maxLength={4000} value={text} onInput={(e) => setText(e.currentTarget.value)} />}
            </Field>
          </>
        ) : null}
        {floating ? (
          <fieldset class="pt-fieldset">
            <legend>The floating button’s place (empty: its own)</legend>
            <Field label="Pixels from the bottom" error={offsetProblem(bottom) ?? offsetHalf}>
              {(control) => <input {...control} inputMode="numeric" value={bottom} onInput={(e) => setBottom(e.currentTarget.value)} />}
            </Field>
            <Field label="Pixels from the end edge" help="The right edge in a left-to-right language." error={offsetProblem(end)}>
              {(control) => <input {...control} inputMode="numeric" value={end} onInput={(e) => setEnd(e.currentTarget.value)} />}
            </Field>
          </fieldset>
        ) : null}
      </fieldset>
      {mayEdit ? <FormFooter refusal={problem} submitLabel="Save the placement" busy={busy} busyLabel="Saving…" disabled={invalid} /> : null}
    </form>
  );
}

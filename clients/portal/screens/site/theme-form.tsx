import { useState } from 'preact/hooks';
import type { components } from '../../../typescript/client.js';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import type { ProjectSummary } from '../../types.js';
import { Field } from '../../ui/field.js';
import { FormFooter } from '../../ui/form-footer.js';

type Image = components['schemas']['Image'];
type SiteSettings = components['schemas']['ProjectSettings']['site'];

/** Who may change the site's settings, as the service decides it. */
export const WHO_SETS_SITE = 'Managers and admins change the site’s settings.';

/** The colour the theme uses when the project sets none (the site theme's own accent). */
const THEME_ACCENT = '#1d4ed8';

interface ThemeFormProps {
  readonly project: ProjectSummary;
  readonly site: SiteSettings;
  readonly images: readonly Image[];
  readonly mayEdit: boolean;
  saved(): void;
}

/** The site's look: its accent colour (or the theme's own) and its logo, picked from the project's images (or none). */
export function ThemeForm({ project, site, images, mayEdit, saved }: ThemeFormProps) {
  const portal = usePortal();
  const [accent, setAccent] = useState<string | null>(site.accent_color);
  const [logo, setLogo] = useState<string | null>(site.logo_image_id);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save(event: Event) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await portal.api.PATCH('/api/projects/{projectId}/settings/site', {
        params: { path: { projectId: project.id } },
        body: { accent_color: accent, logo_image_id: logo },
      });
      saved();
      portal.announce('Saved the site’s colour and logo. The site shows them from its next deploy.');
    } catch (failure) {
      setProblem(describeFailure('Saving the colour and logo', failure, WHO_SETS_SITE));
    } finally {
      setBusy(false);
    }
  }

  const choice = (id: string | null, label: string, image?: Image) => (
    <li key={id ?? 'none'} class="pt-logo">
      <input type="radio" id={`logo-${id ?? 'none'}`} name="logo" checked={logo === id} onChange={() => setLogo(id)} />
      <label for={`logo-${id ?? 'none'}`}>
        {image === undefined ? null : <img src={image.url} alt="" width={96} height={Math.round((96 * image.height) / Math.max(1, image.width))} />}
        <span>{label}</span>
      </label>
    </li>
  );
  return (
    <form class="em-form pt-panel" onSubmit={save} noValidate aria-labelledby="theme-heading">
      <h2 id="theme-heading">Colour and logo</h2>
      <fieldset class="pt-fieldset" disabled={!mayEdit}>
        <legend class="em-visually-hidden">The site’s colour and logo</legend>
        <Field
          label="Accent colour"
          help={accent === null ? 'The theme’s own colour: pick one to use yours.' : `${accent}, for the header’s rule, links and buttons.`}
        >
          {(control) => <input {...control} type="color" value={accent ?? THEME_ACCENT} onInput={(e) => setAccent(e.currentTarget.value.toLowerCase())} />}
        </Field>
        {accent === null ? null : (
          <div>
            <button type="button" class="em-button em-button--small" onClick={() => setAccent(null)}>
              Use the theme’s own colour
            </button>
          </div>
        )}
        <fieldset class="pt-fieldset">
          <legend>Logo</legend>
          {images.length === 0 ? <p class="em-help">The project has no images yet: add one to a page in Pages, then pick it here.</p> : null}
          <ul class="pt-logos">
            {choice(null, 'No logo')}
            {images.map((image, index) => choice(image.id, `Image ${index + 1}, ${image.width}×${image.height}`, image))}
          </ul>
        </fieldset>
      </fieldset>
      {mayEdit ? <FormFooter refusal={problem} submitLabel="Save colour and logo" busy={busy} busyLabel="Saving…" /> : null}
    </form>
  );
}

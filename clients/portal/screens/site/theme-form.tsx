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

/**
 * The site's look: its accent colour (or the theme's own), its logo and its icon in browser tabs,
 * each picked from the project's images (or none: no logo; the icon made from the accent colour).
 */
export function ThemeForm({ project, site, images, mayEdit, saved }: ThemeFormProps) {
  const portal = usePortal();
  const [accent, setAccent] = useState<string | null>(site.accent_color);
  const [logo, setLogo] = useState<string | null>(site.logo_image_id);
  const [icon, setIcon] = useState<string | null>(site.favicon_image_id);
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
        body: { accent_color: accent, logo_image_id: logo, favicon_image_id: icon },
      });
      saved();
      portal.announce('Saved the site’s colour, logo and icon. The site shows them from its next deploy.');
    } catch (failure) {
      setProblem(describeFailure('Saving the colour, logo and icon', failure, WHO_SETS_SITE));
    } finally {
      setBusy(false);
    }
  }

  // One radio group per setting: `group` keeps the two groups' ids and names apart.
  const choice = (group: 'logo' | 'icon', id: string | null, label: string, image?: Image) => (
    <li key={id ?? 'none'} class="pt-logo">
      <input
        type="radio"
        id={`${group}-${id ?? 'none'}`}
        name={group}
        checked={(group === 'logo' ? logo : icon) === id}
        onChange={() => (group === 'logo' ? setLogo(id) : setIcon(id))}
      />
      <label for={`${group}-${id ?? 'none'}`}>
        {image === undefined ? null : <img src={image.url} alt="" width={96} height={Math.round((96 * image.height) / Math.max(1, image.width))} />}
        <span>{label}</span>
      </label>
    </li>
  );
  return (
    <form class="em-form pt-panel" onSubmit={save} noValidate aria-labelledby="theme-heading">
      <h2 id="theme-heading">Colour, logo and icon</h2>
      <fieldset class="pt-fieldset" disabled={!mayEdit}>
        <legend class="em-visually-hidden">The site’s colour, logo and icon</legend>
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
            {choice('logo', null, 'No logo')}
            {images.map((image, index) => choice('logo', image.id, `Image ${index + 1}, ${image.width}×${image.height}`, image))}
          </ul>
        </fieldset>
        <fieldset class="pt-fieldset">
          <legend>Icon</legend>
          <p class="em-help">Shown in browser tabs and bookmarks. A square image looks best.</p>
          <ul class="pt-logos">
            {choice('icon', null, logo === null ? 'The site’s first letter on its colour' : 'The logo')}
            {images.map((image, index) => choice('icon', image.id, `Image ${index + 1}, ${image.width}×${image.height}`, image))}
          </ul>
        </fieldset>
      </fieldset>
      {mayEdit ? <FormFooter refusal={problem} submitLabel="Save colour, logo and icon" busy={busy} busyLabel="Saving…" /> : null}
    </form>
  );
}

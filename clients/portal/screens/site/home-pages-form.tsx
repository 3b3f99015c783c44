import { useState } from 'preact/hooks';
import type { components } from '../../../typescript/client.js';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import type { ProjectSummary } from '../../types.js';
import { Field } from '../../ui/field.js';
import { FormFooter } from '../../ui/form-footer.js';
import { WHO_SETS_SITE } from './theme-form.js';

type PageDocument = components['schemas']['PageDocument'];

interface HomePagesProps {
  readonly project: ProjectSummary;
  readonly homePages: Readonly<Record<string, string>>;
  readonly pages: readonly PageDocument[];
  readonly mayEdit: boolean;
  saved(): void;
}

/** The site's languages: the project's own, those of its pages, and those with a home page already. */
const languagesOf = (project: ProjectSummary, pages: readonly PageDocument[], homePages: Readonly<Record<string, string>>): string[] =>
  [...new Set([project.default_language, ...pages.map((page) => page.language), ...Object.keys(homePages)])].sort();

/** The home page of each language: one of its pages, or by default its public /home page, else the automatic index of its pages. */
export function HomePagesForm({ project, homePages, pages, mayEdit, saved }: HomePagesProps) {
  const portal = usePortal();
  const languages = languagesOf(project, pages, homePages);
  const [chosen, setChosen] = useState<Record<string, string>>(() => Object.fromEntries(languages.map((language) => [language, homePages[language] ?? ''])));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save(event: Event) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const home_pages = Object.fromEntries(languages.map((language) => [language, chosen[language] || null]));
      await portal.api.PATCH('/api/projects/{projectId}/settings/site', { params: { path: { projectId: project.id } }, body: { home_pages } });
      saved();
      portal.announce('Saved the home pages. The site shows them from its next deploy.');
    } catch (failure) {
      setProblem(describeFailure('Saving the home pages', failure, WHO_SETS_SITE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="em-form pt-panel" onSubmit={save} noValidate aria-labelledby="home-pages-heading">
      <h2 id="home-pages-heading">Home pages</h2>
      <p class="em-help">
        What a visitor sees first in each language: one of its pages; by default its page /home, or an automatic index listing the pages while it has no public
        /home.
      </p>
      <fieldset class="pt-fieldset" disabled={!mayEdit}>
        <legend class="em-visually-hidden">The home page of each language</legend>
        {languages.map((language) => {
          const slugs = [
            ...new Set([...pages.filter((page) => page.language === language).map((page) => page.slug), ...(homePages[language] ? [homePages[language]] : [])]),
          ];
          return (
            <Field key={language} label={`Home page in ${language}`}>
              {(control) => (
                <select {...control} value={chosen[language] ?? ''} onChange={(e) => setChosen({ ...chosen, [language]: e.currentTarget.value })}>
                  <option value="">Default: /home, else an index</option>
                  {slugs.map((slug) => (
                    <option key={slug} value={slug}>
                      /{slug}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          );
        })}
      </fieldset>
      {mayEdit ? <FormFooter refusal={problem} submitLabel="Save home pages" busy={busy} busyLabel="Saving…" /> : null}
    </form>
  );
}

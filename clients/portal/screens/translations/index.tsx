import { useMemo, useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { progressWords, runTranslation } from '../../edit-mode/translation/job.js';
import { translationCalls } from '../../edit-mode/translation/translation-api.js';
import { describeFailure } from '../../messages.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { Problem, ReadOnlyNote } from '../../ui/status.js';
import { GlossaryForm } from './glossary-form.js';
import { languagesOf, TranslationMatrix } from './matrix.js';

const WHO = 'Managers and admins translate pages and change the glossary.';

/**
 * Translations: every page by language (up to date, outdated, missing, a draft in progress),
 * translating a missing one and opening an outdated one from there; and the project's glossary,
 * which every translation follows (docs/portal.md#translations).
 */
export function TranslationsScreen({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const calls = useMemo(() => translationCalls(portal.api), [portal.api]);
  const [status, reload] = useLoaded('Loading the translations', () => calls.translationStatus(project.id), [project.id]);
  const [busy, setBusy] = useState<{ slug: string; language: string } | null>(null);
  const [progress, setProgress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<{ draftId: string; slug: string; language: string } | null>(null);
  const mayEdit = hasRole(project, 'manager');

  async function translate(slug: string, language: string, source: string): Promise<void> {
    setBusy({ slug, language });
    setProblem(null);
    setMade(null);
    setProgress(`Translating /${slug} into ${language}…`);
    try {
      const { draft_id: draftId } = await runTranslation(calls, project.id, { slug, source_language: source, target_language: language }, (job) =>
        setProgress(`/${slug} into ${language}: ${progressWords(job)}`),
      );
      setMade({ draftId, slug, language });
      setProgress('');
      portal.announce(`The ${language} translation of /${slug} is a draft now: open it to review it beside the original.`);
    } catch (failure) {
      setProgress('');
      setProblem(describeFailure(`Translating /${slug} into ${language}`, failure, WHO));
    } finally {
      setBusy(null);
      await reload();
    }
  }

  async function open(slug: string, language: string): Promise<void> {
    setProblem(null);
    try {
      const view = await portal.api.POST('/api/projects/{projectId}/docs/edit/open', { params: { path: { projectId: project.id } }, body: { slug, language } });
      await portal.openDraft(view.draftId);
    } catch (failure) {
      setProblem(describeFailure(`Opening the ${language} translation of /${slug}`, failure, WHO));
    }
  }

  return (
    <section class="pt-screen">
      <h1>Translations</h1>
      <p>
        Each page in each of the project’s languages. A translation is outdated when its source page was published again since it was translated: open it to see
        what changed.
      </p>
      {mayEdit ? null : <ReadOnlyNote>{readOnlyBecause(project, WHO)}</ReadOnlyNote>}
      <p role="status">{progress}</p>
      <Problem message={problem} />
      {made === null ? null : (
        <p class="pt-card__row">
          The {made.language} translation of /{made.slug} is a draft.
          <button type="button" class="em-button em-button--primary" onClick={() => void portal.openDraft(made.draftId)}>
            Open the draft
          </button>
        </p>
      )}
      <Show state={status} loading="Loading the translations…">
        {(loaded) =>
          loaded.pages.length === 0 ? (
            <p>No page yet: write one in Pages, then translate it here or in Edit Mode.</p>
          ) : (
            <TranslationMatrix
              status={loaded}
              languages={languagesOf(loaded, project.default_language)}
              actions={{
                mayEdit,
                busy,
                translate: (slug, language) => {
                  const page = loaded.pages.find((p) => p.slug === slug);
                  // A page is translated from its source: the language marked so, else the project's default.
                  const source = Object.entries(page?.languages ?? {}).find(([, state]) => state === 'source')?.[0] ?? project.default_language;
                  void translate(slug, language, source);
                },
                open: (slug, language) => void open(slug, language),
              }}
            />
          )
        }
      </Show>
      <GlossaryForm project={project} calls={calls} mayEdit={mayEdit} />
    </section>
  );
}

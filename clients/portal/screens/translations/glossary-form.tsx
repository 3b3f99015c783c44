import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import type { Glossary, TranslationCalls } from '../../edit-mode/translation/translation-api.js';
import { describeFailure } from '../../messages.js';
import type { ProjectSummary } from '../../types.js';
import { FormFooter } from '../../ui/form-footer.js';
import { Show, useLoaded } from '../../ui/loaded.js';

const WHO = 'Managers and admins change the glossary.';

/** One line of the editor: a term, and either nothing more (never translated) or its preferred translation into one language. */
interface Line {
  readonly key: number;
  readonly term: string;
  readonly language: string;
  readonly translation: string;
}

let keys = 0;
const line = (term = '', language = '', translation = ''): Line => ({ key: ++keys, term, language, translation });

/** The glossary as lines: a term without translations is one line; a term with some, a line per language. */
const linesOf = (glossary: Glossary): Line[] =>
  glossary.terms.flatMap(({ term, translations }) => {
    const entries = Object.entries(translations ?? {});
    return entries.length === 0 ? [line(term)] : entries.map(([language, translation]) => line(term, language, translation));
  });

/** The lines as the glossary (a term's lines gathered), or what is wrong with them, in words. */
function glossaryOf(lines: readonly Line[]): { glossary: Glossary } | { problem: string } {
  const terms = new Map<string, Record<string, string>>();
  for (const [index, { term, language, translation }] of lines.entries()) {
    const [t, l, tr] = [term.trim(), language.trim(), translation.trim()];
    if (t === '' && l === '' && tr === '') continue;
    if (t === '') return { problem: `Line ${index + 1} has no term.` };
    if ((l === '') !== (tr === ''))
      return { problem: `Line ${index + 1}: give both the language and the preferred translation, or neither (never translated).` };
    const translations = terms.get(t) ?? {};
    if (l !== '') translations[l] = tr;
    terms.set(t, translations);
  }
  return {
    glossary: { terms: [...terms].map(([term, translations]) => (Object.keys(translations).length === 0 ? { term } : { term, translations })) },
  };
}

interface GlossaryFormProps {
  readonly project: ProjectSummary;
  readonly calls: Pick<TranslationCalls, 'getGlossary' | 'saveGlossary'>;
  readonly mayEdit: boolean;
}

/** The project's glossary: terms never translated (brand and product names), and preferred translations per language. */
export function GlossaryForm({ project, calls, mayEdit }: GlossaryFormProps) {
  const [loaded] = useLoaded('Loading the glossary', () => calls.getGlossary(project.id), [project.id]);
  return (
    <section class="pt-panel" aria-labelledby="glossary-heading">
      <h2 id="glossary-heading">Glossary</h2>
      <p>
        Every translation follows it. A term alone is never translated (your brand, a product’s name); with a language and a translation, that is the word used
        in that language.
      </p>
      <Show state={loaded} loading="Loading the glossary…">
        {(glossary) => <GlossaryLines project={project} calls={calls} mayEdit={mayEdit} initial={glossary} />}
      </Show>
    </section>
  );
}

function GlossaryLines({ project, calls, mayEdit, initial }: GlossaryFormProps & { readonly initial: Glossary }) {
  const portal = usePortal();
  const [lines, setLines] = useState<Line[]>(() => [...linesOf(initial), line()]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const result = glossaryOf(lines);
  const problem = 'problem' in result ? result.problem : null;
  const change = (key: number, part: Partial<Line>) => setLines((all) => all.map((l) => (l.key === key ? { ...l, ...part } : l)));

  async function save(event: Event) {
    event.preventDefault();
    if (busy || !('glossary' in result)) return;
    setBusy(true);
    setRefusal(null);
    try {
      const saved = await calls.saveGlossary(project.id, result.glossary);
      setLines([...linesOf(saved), line()]);
      const count = saved.terms.length;
      portal.announce(`Saved the glossary: ${count === 1 ? 'one term' : `${count} terms`}.`);
    } catch (failure) {
      setRefusal(describeFailure('Saving the glossary', failure, WHO));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="em-form" onSubmit={save} noValidate aria-label="Glossary terms">
      <fieldset class="pt-plain" disabled={!mayEdit}>
        <legend class="em-visually-hidden">Glossary terms</legend>
        <ul class="pt-glossary">
          {lines.map((l, index) => (
            <li class="pt-glossary__line" key={l.key}>
              <label>
                Term
                <input value={l.term} aria-label={`Term ${index + 1}`} onInput={(e) => change(l.key, { term: e.currentTarget.value })} />
              </label>
              <label>
                Language
                <input
                  value={l.language}
                  size={6}
                  placeholder="never"
                  aria-label={`Language of term ${index + 1}`}
                  onInput={(e) => change(l.key, { language: e.currentTarget.value })}
                />
              </label>
              <label>
                Preferred translation
                <input
                  value={l.translation}
                  aria-label={`Preferred translation of term ${index + 1}`}
                  onInput={(e) => change(l.key, { translation: e.currentTarget.value })}
                />
              </label>
              <button type="button" class="em-button em-button--small" onClick={() => setLines((all) => all.filter((x) => x.key !== l.key))}>
                Remove<span class="em-visually-hidden"> term {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
        <p class="em-help">Leave the language empty for a term never translated. A term translated into several languages takes a line per language.</p>
        <div class="pt-card__row">
          <button type="button" class="em-button" onClick={() => setLines((all) => [...all, line()])}>
            Add a term
          </button>
        </div>
        {problem === null ? null : <p class="em-error">{problem}</p>}
      </fieldset>
      {mayEdit ? <FormFooter refusal={refusal} submitLabel="Save the glossary" busy={busy} busyLabel="Saving…" disabled={problem !== null} /> : null}
    </form>
  );
}

import { describeFailure } from '../../messages.js';
import { openDialog } from '../dialog.js';
import { button, h, replace, uniqueId } from '../dom.js';
import { progressWords, runTranslation } from './job.js';
import { languageName } from './language-name.js';
import type { TranslationCalls } from './translation-api.js';

export interface TranslateContext {
  readonly api: Pick<TranslationCalls, 'startTranslation' | 'getTranslation'>;
  readonly projectId: string;
  readonly slug: string;
  /** The page's language: what it is translated from. */
  readonly language: string;
  /** The languages the project has pages in (offered first; any other tag may be typed). */
  readonly languages: readonly string[];
  /** Saves what the editor holds first, so the translation starts from it; false: it could not be. */
  flush(): Promise<boolean>;
  /** The translation's draft is ready: the editor opens it. */
  opened(draftId: string, language: string): void;
}

/** A language tag as the service takes it (`ar`, `pt-BR`, `zh-Hant`): checked here so a typo is said at once. */
const LANGUAGE_TAG = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;

/**
 * "Translate into…": the person picks a language (one of the project's, or any tag typed), the
 * service translates the page into a new draft of the same slug in the background, this dialog
 * shows its progress, then the editor opens the draft. A failure says the service's reason and
 * leaves no draft behind (the service writes one only when the translation is whole).
 */
export function translateDialog(context: TranslateContext): void {
  const inputId = uniqueId('translate-language');
  const listId = uniqueId('translate-languages');
  const helpId = uniqueId('translate-help');
  const others = context.languages.filter((language) => language !== context.language);
  const input = h('input', { id: inputId, list: listId, autocomplete: 'off', spellcheck: 'false', 'aria-describedby': helpId, value: others[0] ?? '' });
  const status = h('p', { class: 'em-help', role: 'status' });
  const problem = h('p', { class: 'em-error', role: 'alert' });
  const dialog = openDialog(
    'Translate into another language',
    h(
      'p',
      {},
      `A new draft of /${context.slug} in the language you choose, with its title, details and body translated from ${languageName(context.language)}. `,
      'You review it beside the original, then publish it like any draft.',
    ),
    h(
      'div',
      { class: 'em-field' },
      h('label', { for: inputId }, 'Language'),
      input,
      h('datalist', { id: listId }, ...others.map((language) => h('option', { value: language }))),
      h('p', { id: helpId, class: 'em-help' }, 'One of the project’s languages, or any language tag: ar, de, pt-BR.'),
    ),
    status,
    problem,
  );
  const abort = new AbortController();
  const translate = button('Translate', () => void start(), { class: 'em-button em-button--primary' });
  const cancel = button('Cancel', () => dialog.close(), { class: 'em-button' });
  dialog.actions.append(translate, cancel);
  void dialog.closed.then(() => abort.abort());
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void start();
    }
  });

  async function start(): Promise<void> {
    const target = input.value.trim();
    replace(problem);
    if (!LANGUAGE_TAG.test(target)) return replace(problem, 'Type a language tag, such as ar, de or pt-BR.');
    if (target.toLowerCase() === context.language.toLowerCase())
      return replace(problem, `The page is already in ${context.language}: choose another language.`);
    translate.disabled = true;
    input.readOnly = true;
    status.textContent = 'Saving your changes first…';
    try {
      if (!(await context.flush())) throw new Error('unsaved');
      status.textContent = 'Translating…';
      const { draft_id: draftId } = await runTranslation(
        context.api,
        context.projectId,
        { slug: context.slug, source_language: context.language, target_language: target },
        (job) => (status.textContent = progressWords(job)),
        abort.signal,
      );
      dialog.close('done');
      context.opened(draftId, target);
    } catch (failure) {
      if (abort.signal.aborted) return;
      status.textContent = '';
      replace(
        problem,
        failure instanceof Error && failure.message === 'unsaved'
          ? 'Your changes could not be saved: resolve that (see the editor’s status), then translate.'
          : describeFailure('Translating', failure),
      );
      translate.disabled = false;
      input.readOnly = false;
    }
  }
}

import type { TranslationStatus } from '../../edit-mode/translation/translation-api.js';

type PageStatus = TranslationStatus['pages'][number];
type CellState = PageStatus['languages'][string];

/** Each state in words with a sign beside it (the sign is decoration: the words say it, colour never alone). */
const STATE: Readonly<Record<CellState, { readonly sign: string; readonly words: string }>> = {
  source: { sign: '●', words: 'Source' },
  up_to_date: { sign: '✓', words: 'Up to date' },
  outdated: { sign: '⚠', words: 'Outdated' },
  draft: { sign: '✎', words: 'Draft in progress' },
  missing: { sign: '✗', words: 'Missing' },
};

interface MatrixActions {
  readonly mayEdit: boolean;
  /** A translation running from this screen (its slug and language), whose Translate stays pressed. */
  readonly busy: { readonly slug: string; readonly language: string } | null;
  translate(slug: string, language: string): void;
  open(slug: string, language: string): void;
}

/** The languages of the matrix: every language any page has, the default first. */
export const languagesOf = (status: TranslationStatus, first: string): string[] => [
  ...new Set([first, ...status.pages.flatMap((page) => Object.keys(page.languages)).sort()]),
];

/** One cell: its state in words and sign, and what can be done there (Translate a missing one, Open an outdated one or a draft). */
function Cell({ page, language, actions }: { readonly page: PageStatus; readonly language: string; readonly actions: MatrixActions }) {
  const state = page.languages[language] ?? 'missing';
  const { sign, words } = STATE[state];
  const busy = actions.busy?.slug === page.slug && actions.busy.language === language;
  return (
    <span class={`pt-translation pt-translation--${state}`}>
      <span class="pt-translation__words">
        <span aria-hidden="true">{sign} </span>
        {words}
      </span>
      {actions.mayEdit && state === 'missing' ? (
        <button
          type="button"
          class="em-button em-button--small"
          disabled={actions.busy !== null}
          aria-label={`Translate /${page.slug} into ${language}`}
          onClick={() => actions.translate(page.slug, language)}
        >
          {busy ? 'Translating…' : 'Translate'}
        </button>
      ) : null}
      {actions.mayEdit && (state === 'outdated' || state === 'draft') ? (
        <button
          type="button"
          class="em-button em-button--small"
          aria-label={`Open the ${language} translation of /${page.slug}`}
          onClick={() => actions.open(page.slug, language)}
        >
          Open
        </button>
      ) : null}
    </span>
  );
}

interface MatrixProps {
  readonly status: TranslationStatus;
  readonly languages: readonly string[];
  readonly actions: MatrixActions;
}

/**
 * Pages by language: a table on a wide screen (a row a page, a column a language), a list a
 * page on a phone (the stylesheet shows one of the two), each cell's state in words.
 */
export function TranslationMatrix({ status, languages, actions }: MatrixProps) {
  return (
    <>
      <div class="pt-translations__wide">
        <table class="em-table pt-translations__table">
          <caption class="em-visually-hidden">Pages by language</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              {languages.map((language) => (
                <th scope="col" key={language}>
                  {language}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {status.pages.map((page) => (
              <tr key={page.slug}>
                <th scope="row">/{page.slug}</th>
                {languages.map((language) => (
                  <td key={language}>
                    <Cell page={page} language={language} actions={actions} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul class="pt-cards pt-translations__narrow" aria-label="Pages by language">
        {status.pages.map((page) => (
          <li class="pt-card" key={page.slug}>
            <h2 class="pt-card__title">/{page.slug}</h2>
            <ul class="pt-translations__languages">
              {languages.map((language) => (
                <li key={language}>
                  <span class="pt-translations__language">{language}</span> <Cell page={page} language={language} actions={actions} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}

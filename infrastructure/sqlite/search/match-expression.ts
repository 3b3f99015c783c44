import type { Phrase, SearchTerm } from '../../../domain/search/query.js';

/**
 * FTS5 query syntax built from search terms. Every form becomes a quoted string (a `"` inside
 * doubled), which FTS5 reads as a phrase of the tokens it finds in it: no operator, column name
 * or prefix star from the caller can reach the parser. Forms hold only letters, digits and marks
 * anyway (see `searchTerms`); the quoting is the guarantee.
 */
const quoted = (form: string): string => `"${form.replaceAll('"', '""')}"`;

const anyOf = (alternatives: readonly string[]): string => (alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' OR ')})`);

/** A page holding any of these forms as a word. */
export const anyForm = (forms: readonly string[]): string => anyOf(forms.map(quoted));

/** A synonym: its words all there, each in any of its forms. */
const phraseExpression = (phrase: Phrase): string => {
  const words = phrase.map((forms) => anyOf(forms.map(quoted)));
  return words.length === 1 ? words[0]! : `(${words.join(' AND ')})`;
};

/**
 * What a page must hold to match a term: one of its forms, a longer word one of its prefixes
 * or one of its roots begins (`"deliv"*`), or one of its synonyms. Each alternative is a phrase of its own to bm25,
 * so the common ones (a short prefix) weigh less, as their rarer peers weigh more.
 */
export const termExpression = (term: SearchTerm): string =>
  anyOf([...term.forms.map(quoted), ...[...term.prefixes, ...term.roots].map((prefix) => `${quoted(prefix)}*`), ...term.synonyms.map(phraseExpression)]);

export type Columns = 'all' | 'headings';

const COLUMN_FILTER: Readonly<Record<Columns, string>> = { all: '{title headings body}', headings: '{title headings}' };

/** Pages matching any (`OR`) or every (`AND`) one of `terms`, in those columns. */
export function matchExpression(terms: readonly SearchTerm[], operator: 'AND' | 'OR', columns: Columns = 'all'): string {
  return `${COLUMN_FILTER[columns]} : (${terms.map(termExpression).join(` ${operator} `)})`;
}

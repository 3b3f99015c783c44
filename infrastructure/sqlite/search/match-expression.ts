import type { SearchTerm } from '../../../domain/search/query.js';

/**
 * FTS5 query syntax built from search terms. Every form becomes a quoted string (a `"` inside
 * doubled), which FTS5 reads as a phrase of the tokens the tokenizer finds in it: no operator,
 * column name or prefix star from the caller can reach the parser. Terms hold only letters,
 * digits and marks anyway (see `searchTerms`); the quoting is the guarantee.
 */
const quoted = (form: string): string => `"${form.replaceAll('"', '""')}"`;

/** A term matches when any of its forms does. */
export const termExpression = (term: SearchTerm): string => `(${term.forms.map(quoted).join(' OR ')})`;

export type Columns = 'all' | 'headings';

const COLUMN_FILTER: Readonly<Record<Columns, string>> = { all: '{title headings body}', headings: '{title headings}' };

/** Pages matching any (`OR`) or every (`AND`) one of `terms`, in those columns. */
export function matchExpression(terms: readonly SearchTerm[], operator: 'AND' | 'OR', columns: Columns = 'all'): string {
  return `${COLUMN_FILTER[columns]} : (${terms.map(termExpression).join(` ${operator} `)})`;
}

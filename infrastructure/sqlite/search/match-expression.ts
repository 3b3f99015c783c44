import type { SearchTerm } from '../../../domain/search/query.js';

/**
 * FTS5 query syntax built from search terms. Every form becomes a quoted string (a `"` inside
 * doubled), which FTS5 reads as a phrase of the tokens the tokenizer finds in it: no operator,
 * column name or prefix star from the caller can reach the parser. Terms hold only letters,
 * digits and marks anyway (see `searchTerms`); the quoting is the guarantee.
 */
const quoted = (form: string): string => `"${form.replaceAll('"', '""')}"`;

/**
 * A term as written: the index stems words (Porter), so its plural and other inflections
 * match it already, and its other forms would only add to what ranking costs.
 */
export const termExpression = (term: SearchTerm): string => quoted(term.forms[0] ?? '');

export type Columns = 'all' | 'headings';

const COLUMN_FILTER: Readonly<Record<Columns, string>> = { all: '{title headings body}', headings: '{title headings}' };

/** Pages matching any (`OR`) or every (`AND`) one of `terms`, in those columns. */
export function matchExpression(terms: readonly SearchTerm[], operator: 'AND' | 'OR', columns: Columns = 'all'): string {
  return `${COLUMN_FILTER[columns]} : (${terms.map(termExpression).join(` ${operator} `)})`;
}

import { indexedText } from '../../../domain/search/analysis/analyzer.js';
import { contentText, pageTitle, type SearchableText } from '../../../domain/search/indexed-text.js';
import type { SqliteDatabase } from '../database.js';

/**
 * Registers what the search index triggers compute in JavaScript (migration 46): a page's
 * title, headings and text as index forms of its language (domain/search/analysis/), separated
 * by spaces for FTS5's plain tokenizer. `openSqlite` does it on every connection before
 * migrations run. A connection opened any other way has no such functions, so its writes of
 * live pages fail with "no such function" rather than leave the index behind.
 */
export function registerSearchFunctions(db: SqliteDatabase): void {
  // The triggers ask for the headings and then the body of the same content: parse it once.
  let lastContent: string | null = null;
  let lastText: Pick<SearchableText, 'headings' | 'body'> = { headings: '', body: '' };
  const textOf = (content: unknown): Pick<SearchableText, 'headings' | 'body'> => {
    const markdown = String(content ?? '');
    if (markdown !== lastContent) {
      lastText = contentText(markdown);
      lastContent = markdown;
    }
    return lastText;
  };
  const options = { deterministic: true, varargs: false } as const;
  const language = (tag: unknown) => String(tag ?? '');
  db.function('search_index_title', options, (metadata: unknown, slug: unknown, tag: unknown) =>
    indexedText(pageTitle({ slug: String(slug ?? ''), metadata: parsedObject(metadata) }), language(tag)),
  );
  db.function('search_index_headings', options, (content: unknown, tag: unknown) => indexedText(textOf(content).headings, language(tag)));
  db.function('search_index_body', options, (content: unknown, tag: unknown) => indexedText(textOf(content).body, language(tag)));
}

function parsedObject(json: unknown): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(String(json));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

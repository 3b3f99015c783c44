import { contentText, pageTitle, separateWords, type SearchableText } from '../../../domain/search/indexed-text.js';
import type { SqliteDatabase } from '../database.js';

/**
 * Put between the words of scripts written without spaces: FTS5's unicode61 tokenizer splits
 * at it (a format character, not a letter), and stripped from anything shown to a reader.
 */
const WORD_SEPARATOR = '\u200b';

/**
 * Registers what the search index triggers compute in JavaScript (markdown headings and plain
 * text). `openSqlite` does it on every connection before migrations run. A connection opened
 * any other way has no such functions, so its writes of live pages fail with "no such
 * function" rather than leave the index behind.
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
  db.function('search_title', options, (metadata: unknown, slug: unknown) =>
    separateWords(pageTitle({ slug: String(slug ?? ''), metadata: parsedObject(metadata) }), WORD_SEPARATOR),
  );
  db.function('search_headings', options, (content: unknown) => separateWords(textOf(content).headings, WORD_SEPARATOR));
  db.function('search_body', options, (content: unknown) => separateWords(textOf(content).body, WORD_SEPARATOR));
}

function parsedObject(json: unknown): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(String(json));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

import type { PageDocument } from '../../domain/pages/page-document.js';
import { immediate, type SqliteDatabase } from '../../infrastructure/sqlite/database.js';
import { toRow } from '../../infrastructure/sqlite/pages/rows.js';
import { TimeOrderedIdGenerator } from '../../infrastructure/system/time-ordered-ids.js';
import type { Corpus } from './corpus.js';

const COLUMNS = 'id, project_id, kind, slug, language, visibility, doc_template_id, metadata, content, revision, translation_of, created_at, updated_at';
const BATCH = 500;
const NEEDLES = 20;
const DRAFT_TARGETS = 300;

interface Needle {
  readonly slug: string;
  readonly word: string;
  /** A content word of the same sentence's page, to make a question of. */
  readonly topic: string;
}

export interface SeededProject {
  readonly needles: readonly Needle[];
  /** Live pages spread over the project, to open as drafts. */
  readonly pages: ReadonlyArray<{ readonly slug: string; readonly language: string }>;
}

/**
 * `size` live pages straight into the store, in transactions of 500 rows (the search triggers
 * index each row as it goes in, as for any write). Every `size / 20`-th page and the newest
 * one are needles.
 */
export async function seedPages(db: SqliteDatabase, corpus: Corpus, projectId: string, size: number): Promise<SeededProject> {
  const insert = db.prepare(`INSERT INTO documents (${COLUMNS}) VALUES (${COLUMNS.replace(/(\w+)/g, '@$1')})`);
  const ids = new TimeOrderedIdGenerator();
  const needles: Needle[] = [];
  const pages: Array<{ slug: string; language: string }> = [];
  const every = Math.max(1, Math.floor(size / NEEDLES));
  const now = new Date().toISOString();
  for (let start = 0; start < size; start += BATCH) {
    await immediate(db, () => {
      for (let i = start; i < Math.min(size, start + BATCH); i++) {
        const isNeedle = i % every === every - 1 || i === size - 1;
        const page = corpus.page(i, isNeedle ? `zq${size.toString(36)}x${i.toString(36)}` : undefined);
        const doc: PageDocument = {
          id: ids.next(),
          project_id: projectId,
          slug: page.slug,
          language: page.language,
          visibility: i % 10 === 0 ? 'unlisted' : 'public',
          metadata: { title: page.title },
          content: page.content,
          doc_template_id: 'page',
          revision: 1,
          translation_of: null,
          created_at: now,
          updated_at: now,
        };
        insert.run(toRow(doc));
        if (page.needle !== undefined) needles.push({ slug: page.slug, word: page.needle, topic: page.title.split(' ')[0]!.toLowerCase() });
        if (i % Math.max(1, Math.floor(size / DRAFT_TARGETS)) === 0) pages.push({ slug: page.slug, language: page.language });
      }
    });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { needles, pages };
}

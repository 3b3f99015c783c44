/**
 * A separate process for the SQLite question race: opens the store at argv[2], waits for the
 * start time argv[4] (so the processes race rather than run one after another), records argv[5]
 * times the question argv[3] in project argv[6], yielding between recordings, then prints the
 * outcomes' kinds as JSON. Not a test file itself.
 */
import { questionWords } from '../../../domain/questions/question-words.js';
import { openSqlite } from '../../../infrastructure/sqlite/database.js';
import { SqliteQuestionStore } from '../../../infrastructure/sqlite/questions/question-store.js';

const [dir, text, startAt, times, projectId] = process.argv.slice(2) as [string, string, string, string, string];
const db = openSqlite(dir);
const store = new SqliteQuestionStore(db);
const kinds: string[] = [];
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
for (let i = 0; i < Number(times); i++) {
  const id = `${process.pid}-${i}`;
  const outcome = await store.record({
    id: `q-${id}`,
    new_group_id: `g-${id}`,
    project_id: projectId,
    text,
    language: 'en',
    page: null,
    asked_at: new Date().toISOString(),
    proposed_answer: null,
    words: questionWords(text, 'en'),
  });
  kinds.push(outcome.kind);
  // Yield so the processes' transactions interleave rather than run back to back.
  await new Promise((resolve) => setImmediate(resolve));
}
db.close();
process.stdout.write(JSON.stringify(kinds));

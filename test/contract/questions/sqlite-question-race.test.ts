import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SqliteQuestionStore } from '../../../infrastructure/sqlite/questions/question-store.js';
import { aMembership, aProject } from '../../support/builders.js';
import { tempSqlite } from '../../support/sqlite.js';

const run = promisify(execFile);
const WORKER = fileURLToPath(new URL('../../support/workers/record-questions.ts', import.meta.url));

describe('SQLite unanswered questions: instances on one file recording at once', function () {
  this.timeout(30_000);

  it('file twenty identical questions in one group of twenty, started by exactly one', async () => {
    const sqlite = tempSqlite();
    try {
      const project = aProject();
      await new SqliteProjectRepository(sqlite.db).create(project, aMembership(project.id, 'owner', 'admin'));
      const startAt = String(Date.now() + 1500);
      const outputs = await Promise.all(
        ['a', 'b', 'c', 'd'].map(() =>
          run(process.execPath, ['--import=tsx', WORKER, sqlite.dir, 'What are your opening hours?', startAt, '5', project.id], {
            cwd: fileURLToPath(new URL('../../../', import.meta.url)),
          }),
        ),
      );
      const kinds = outputs.flatMap(({ stdout }) => JSON.parse(stdout) as string[]);
      expect(kinds.filter((kind) => kind === 'new_group')).to.have.length(1);
      expect(kinds).to.have.length(20);
      const groups = await new SqliteQuestionStore(sqlite.db).list(project.id, { status: 'open', order: 'count', limit: 10 });
      expect(groups.map((g) => g.count)).to.deep.equal([20]);
    } finally {
      sqlite.dispose();
    }
  });
});

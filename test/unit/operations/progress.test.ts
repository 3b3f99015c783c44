import { expect } from 'chai';
import { progressLine, progressReporter } from '../../../composition/cli/progress.js';

function stream(isTTY: boolean) {
  const written: string[] = [];
  return { written, isTTY, write: (chunk: string) => written.push(chunk) };
}

describe('Admin CLI: progress on stderr', () => {
  it('draws a bar with a total, a counter without, in bytes as megabytes', () => {
    expect(progressLine({ step: 'pages', done: 450, total: 1000 })).to.equal(`pages [${'#'.repeat(14)}${'-'.repeat(16)}]  45% 450/1000`);
    expect(progressLine({ step: 'backup', done: 10, total: 10, unit: 'pages' })).to.equal(`backup [${'#'.repeat(30)}] 100% 10/10 pages`);
    expect(progressLine({ step: 'import', done: 1024 * 1024, total: 4 * 1024 * 1024, unit: 'bytes' })).to.equal(
      `import [${'#'.repeat(8)}${'-'.repeat(22)}]  25% 1.0 MB/4.0 MB`,
    );
    expect(progressLine({ step: 'images', done: 12 })).to.equal('images 12');
    expect(progressLine({ step: 'empty', done: 0, total: 0 })).to.equal(`empty [${'#'.repeat(30)}] 100% 0/0`);
  });

  it('redraws one line in place on a terminal, at most every 100 ms, and ends each step with its last state', () => {
    const out = stream(true);
    let now = 0;
    const progress = progressReporter(out, () => now);
    progress.listener({ step: 'pages', done: 0, total: 3 });
    now = 50;
    progress.listener({ step: 'pages', done: 1, total: 3 });
    now = 150;
    progress.listener({ step: 'pages', done: 2, total: 3 });
    progress.listener({ step: 'pages', done: 3, total: 3 });
    progress.listener({ step: 'images', done: 1 });
    progress.finish();
    expect(out.written).to.deep.equal([
      `\r\x1b[2K${progressLine({ step: 'pages', done: 0, total: 3 })}`,
      `\r\x1b[2K${progressLine({ step: 'pages', done: 2, total: 3 })}`,
      `\r\x1b[2K${progressLine({ step: 'pages', done: 3, total: 3 })}`,
      '\n',
      `\r\x1b[2K${progressLine({ step: 'images', done: 1 })}`,
      '\n',
    ]);
  });

  it('logs JSON lines elsewhere: the first and the last state of each step, and at most one a second between', () => {
    const out = stream(false);
    let now = Date.parse('2026-03-01T10:00:00Z');
    const progress = progressReporter(out, () => now);
    for (let done = 1; done <= 5; done += 1) {
      progress.listener({ step: 'documents', done });
      now += 400;
    }
    progress.listener({ step: 'versions', done: 1 });
    progress.finish();
    progress.finish();
    expect(out.written.map((line) => JSON.parse(line))).to.deep.equal([
      { time: '2026-03-01T10:00:00.000Z', msg: 'progress', step: 'documents', done: 1 },
      { time: '2026-03-01T10:00:01.200Z', msg: 'progress', step: 'documents', done: 4 },
      { time: '2026-03-01T10:00:02.000Z', msg: 'progress', step: 'documents', done: 5 },
      { time: '2026-03-01T10:00:02.000Z', msg: 'progress', step: 'versions', done: 1 },
    ]);
  });
});

import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeBlocks, matchesClaims, repositoryFile, section, shellSteps, type ShellStep } from '../support/markdown.js';
import { freePort } from '../support/free-port.js';
import { finished, ROOT, startTsDirect, waitForLine, type Finished } from '../support/processes.js';

/** Printed after each command with its index and exit status: a line no command prints. */
const MARK = '\u001fstep';

/** The script a reader's shell runs, each command followed by its mark, in one bash process. */
function scriptOf(steps: readonly ShellStep[]): string {
  // `$?` is expanded before printf runs: the status of the command just before.
  return steps.map((step, i) => `${step.command}\nprintf '\\n${MARK} %d %d\\n' ${i} $?\n`).join('');
}

/** Each step's output and status, cut at the marks. */
function outcomes(stdout: string): { output: string; status: number }[] {
  const results: { output: string; status: number }[] = [];
  let rest = stdout;
  for (let match = new RegExp(`\\n${MARK} (\\d+) (\\d+)\\n`).exec(rest); match !== null; match = new RegExp(`\\n${MARK} (\\d+) (\\d+)\\n`).exec(rest)) {
    results[Number(match[1])] = { output: rest.slice(0, match.index), status: Number(match[2]) };
    rest = rest.slice(match.index + match[0].length);
  }
  return results;
}

/**
 * The README's walk-through as a reader pastes it: every ```sh block under "## Walk-through",
 * in one bash shell, against a service started here on a free port with a fresh DATA_DIR. Each
 * command must exit 0 and print what the README's `# → ` lines after it show.
 */
describe('README: the walk-through runs as pasted', function () {
  this.timeout(180_000);
  let dataDir: string;
  let service: ChildProcess;
  let exit: Promise<Finished>;
  let port: string;

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'content-service-readme-'));
    // A port of its own rather than any (0): the service's address, and its sites' (`<project>.localhost:<port>`), name it.
    service = startTsDirect('composition/main.ts', [], { DATA_DIR: dataDir, PORT: String(await freePort()), LOG_LEVEL: 'info' });
    exit = finished(service);
    const { url } = JSON.parse(await waitForLine(service, /content service listening/, 60_000)) as { url: string };
    port = new URL(url).port;
  });

  after(async () => {
    if (service.exitCode === null) service.kill('SIGTERM');
    await exit;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has shell blocks with commands and the outputs they print', () => {
    const steps = codeBlocks(section(repositoryFile('README.md'), '## Walk-through'), 'sh').flatMap(shellSteps);
    expect(steps.length).to.be.greaterThan(20);
    expect(steps.filter((step) => step.claims !== null).length).to.be.greaterThan(15);
    expect(steps[0]!.command).to.equal('PORT=${PORT:-3000}; B=http://127.0.0.1:$PORT');
  });

  it('exits 0 at every command and prints what the README shows', async () => {
    const steps = codeBlocks(section(repositoryFile('README.md'), '## Walk-through'), 'sh').flatMap(shellSteps);
    // The reader's environment: the service's port and DATA_DIR (the token CLI reads the same one), nothing of the test's.
    const shell = spawn('bash', ['-c', scriptOf(steps)], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: port, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const { code, stdout, stderr } = await finished(shell);
    expect(code, stderr).to.equal(0);
    const results = outcomes(stdout);
    const failures = steps.flatMap((step, i) => {
      const result = results[i];
      if (result === undefined) return [{ command: step.command, problem: 'never ran' }];
      if (result.status !== 0) return [{ command: step.command, problem: `exit status ${result.status}`, output: result.output }];
      if (step.claims !== null && !matchesClaims(result.output, step.claims))
        return [{ command: step.command, problem: 'printed something else', expected: step.claims.join('\n'), output: result.output }];
      return [];
    });
    expect(failures, stderr).to.deep.equal([]);
  });
});

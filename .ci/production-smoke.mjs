// The production start as docs/operations.md documents it, after `npm run build` and
// `npm prune --omit=dev` in this tree: the service (its bundle, dist/server/), the token CLI and
// the admin CLI (tsc's output, dist/composition/cli/) run as plain `node dist/...` commands with
// production dependencies only, and SIGTERM stops the service.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const fail = (message) => {
  console.error(`production smoke: ${message}`);
  process.exit(1);
};
if (existsSync('node_modules/typescript') || existsSync('node_modules/mocha')) fail('development dependencies are still installed');

const dataDir = mkdtempSync(join(tmpdir(), 'production-smoke-'));
const metricsToken = 'production-smoke-metrics-token';
const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', METRICS_TOKEN: metricsToken };
const scratch = mkdtempSync(join(tmpdir(), 'production-smoke-files-'));
/** Runs a CLI as a plain node command; a last object argument adds to its environment. */
const cli = (file, ...args) => {
  const extra = typeof args.at(-1) === 'object' ? args.pop() : {};
  return execFileSync(process.execPath, [file, ...args], { env: { ...env, ...extra }, encoding: 'utf8' }).trim();
};

const server = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
try {
  const url = await new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`no "listening" line in 60 s: ${buffer}`)), 60_000);
    server.stdout.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n').find((l) => l.includes('content service listening'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line).url);
      }
    });
    server.on('exit', () => reject(new Error(`the service exited before listening: ${buffer}`)));
  });
  const ready = await fetch(`${url}/readyz`);
  if (ready.status !== 200) fail(`/readyz answered ${ready.status}`);

  const token = cli('dist/composition/cli/token.js', '--sub', 'smoke-user');
  const created = await fetch(`${url}/api/projects`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Smoke', default_language: 'en' }),
  });
  if (created.status !== 201) fail(`creating a project answered ${created.status}: ${await created.text()}`);
  const { id } = await created.json();
  // A live page, so that the import below deploys a site (markdown, images, the theme: the heaviest production dependencies).
  const page = await fetch(`${url}/api/projects/${id}/pages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ slug: 'welcome', language: 'en', doc_template_id: 'page', content: '# Welcome\n\nServed from `dist/`.' }),
  });
  if (page.status !== 201) fail(`creating a page answered ${page.status}: ${await page.text()}`);
  cli('dist/composition/cli/admin.js', 'set-plan', id, 'starter');
  // The service sees another process's write within 50 ms (its row cache checks the store that often).
  let plan;
  for (let attempt = 0; attempt < 40 && plan !== 'starter'; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    plan = (await (await fetch(`${url}/api/projects/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()).plan;
  }
  if (plan !== 'starter') fail(`after the admin CLI's set-plan the project's plan is ${plan}`);
  // The admin commands that load the most (the stores, the archive format, the site deploy), while the service runs.
  const status = JSON.parse(cli('dist/composition/cli/admin.js', 'migrations'));
  if (status.pending.length !== 0) fail(`migrations pending after start: ${JSON.stringify(status.pending)}`);
  const archive = join(scratch, 'smoke.jsonl.gz');
  cli('dist/composition/cli/admin.js', 'export', id, archive);
  const imported = JSON.parse(cli('dist/composition/cli/admin.js', 'import', archive, { DATA_DIR: join(scratch, 'other') }));
  if (typeof imported.project_id !== 'string' || imported.site !== 'deployed') fail(`import answered ${JSON.stringify(imported)}`);
  cli('dist/composition/cli/admin.js', 'backup', join(scratch, 'backup.sqlite'));

  const metrics = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const text = await metrics.text();
  if (metrics.status !== 200 || !text.includes('content_service_http_requests_total{method="POST",route="/api/projects",status="201"} 1'))
    fail(`/metrics answered ${metrics.status} without the project creation: ${text.slice(0, 500)}`);

  server.kill('SIGTERM');
  const { code, signal } = await exited;
  if (code !== 0) fail(`after SIGTERM the service exited with ${code ?? signal}`);
  console.log(
    `production smoke: served ${url} from dist/ with production dependencies only; token and admin CLIs (set-plan, migrations, export, import, backup) ran; SIGTERM exit 0`,
  );
} finally {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
}

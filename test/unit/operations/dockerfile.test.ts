import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '../../../adapters/http/routes.js';
import { CONFIG_VARIABLES } from '../../../composition/config.js';
import { ENTRIES } from '../../../tools/build-clients.js';
import { ENTRIES as SERVER_BUNDLE_ENTRIES, SERVER_ENTRY } from '../../../tools/build-server.js';
import { ROOT } from '../../support/processes.js';

interface Instruction {
  readonly keyword: string;
  readonly args: string;
}
interface Stage {
  readonly image: string;
  readonly name: string | undefined;
  readonly steps: Instruction[];
}

/** The Dockerfile's stages and their instructions (comments dropped, `\` continuations joined). */
function stagesOf(dockerfile: string): Stage[] {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') {
      const [image = '', as, name] = args.split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, steps: [] });
    } else stages.at(-1)?.steps.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const buildConfig = JSON.parse(read('tsconfig.build.json')) as { include: string[] };
const outDir = (JSON.parse(read('tsconfig.json')) as { compilerOptions: { outDir: string } }).compilerOptions.outDir;
const stages = stagesOf(read('Dockerfile'));
const [build, runtime] = [stages[0]!, stages.at(-1)!];
const runs = (stage: Stage) => stage.steps.filter((s) => s.keyword === 'RUN').map((s) => s.args);
const only = (stage: Stage, keyword: string) => stage.steps.filter((s) => s.keyword === keyword);

/** No Docker engine runs on the build machines: the image is never built here, so its steps are read against the project. */
describe('Dockerfile, read against the npm scripts and package.json', () => {
  it('builds in a stage of its own: npm ci from the lock file, then the npm build script, then prunes dev dependencies', () => {
    expect(stages.length).to.be.at.least(2);
    expect(build.name).to.be.a('string');
    expect(only(build, 'COPY').map((s) => s.args)).to.include('package.json package-lock.json ./');
    const steps = runs(build).join(' && ');
    const order = ['npm ci', 'npm run build', 'npm prune --omit=dev'].map((command) => steps.indexOf(command));
    expect(
      order.every((at) => at >= 0),
      steps,
    ).to.equal(true);
    expect([...order].sort((a, b) => a - b)).to.deep.equal(order);
    expect(pkg.scripts.build, 'the build script the image runs').to.be.a('string');
  });

  it('runs from a slim image with the build output and the pruned dependencies only, as a user other than root', () => {
    expect(runtime.image).to.match(/^node:\$\{NODE_VERSION\}-bookworm-slim$|^node:[\w.-]+-slim$/);
    const copied = only(runtime, 'COPY').map((s) => s.args);
    expect(copied).to.have.members([
      `--from=${build.name} /app/package.json ./package.json`,
      `--from=${build.name} /app/node_modules ./node_modules`,
      `--from=${build.name} /app/${outDir} ./${outDir}`,
    ]);
    expect(runs(runtime).join(' ')).to.not.match(/npm (ci|install)/);
    const users = only(runtime, 'USER').map((s) => s.args);
    expect(users).to.have.length(1);
    expect(users[0]).to.not.be.oneOf(['root', '0', '0:0']);
    const order = runtime.steps.map((s) => s.keyword);
    expect(order.indexOf('USER')).to.be.lessThan(order.indexOf('CMD'));
  });

  it('starts node itself on the bundled server, the one npm start runs, which npm run build writes', () => {
    const [cmd] = only(runtime, 'CMD');
    const argv = JSON.parse(cmd!.args) as string[];
    expect(argv[0]).to.equal('node');
    expect(argv).to.have.length(2);
    const entry = argv[1]!;
    expect(pkg.scripts.start).to.equal(`exec node ${entry}`);
    expect(entry).to.equal(SERVER_ENTRY);
    expect(entry.startsWith(`${outDir}/`), entry).to.equal(true);
    // The bundle is made from tsc's output, after tsc: each entry's source is one the build compiles.
    expect(pkg.scripts.build).to.match(/^tsc -p tsconfig\.build\.json && .*npm run build:server/);
    expect(pkg.scripts['build:server']).to.equal('tsx tools/build-server.ts');
    for (const compiled of Object.values(SERVER_BUNDLE_ENTRIES)) {
      expect(compiled.startsWith(`${outDir}/`), compiled).to.equal(true);
      const source = compiled.slice(outDir.length + 1).replace(/\.js$/, '.ts');
      expect(existsSync(join(ROOT, source)), source).to.equal(true);
      expect(
        buildConfig.include.some((folder) => source.startsWith(`${folder}/`)),
        `${source} is compiled by npm run build`,
      ).to.equal(true);
    }
  });

  it('checks health on /readyz, an unauthenticated route, and listens where the service reads its address', () => {
    const [healthcheck] = only(runtime, 'HEALTHCHECK');
    const path = /'(\/[\w/]+)'\)/.exec(healthcheck!.args)?.[1];
    expect(path).to.equal('/readyz');
    const route = ROUTES.find((r) => r.method === 'GET' && r.path === path);
    expect(route?.kind === 'handler' && route.auth).to.equal(false);
    const env = only(runtime, 'ENV').flatMap((s) => [...s.args.matchAll(/(\w+)=/g)].map((m) => m[1]!));
    expect(env.filter((name) => name !== 'NODE_ENV' && !CONFIG_VARIABLES.includes(name))).to.deep.equal([]);
    expect(
      only(runtime, 'ENV')
        .map((s) => s.args)
        .join(' '),
    ).to.include('HOST=0.0.0.0');
  });

  it('keeps the build context to what the build reads (.dockerignore)', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(ignored).to.include.members(['.git', 'node_modules', outDir, 'data', '.env']);
    // What `npm run build` reads: tsc's folders, the scripts it runs (tools/...) and the browser bundles' sources.
    const scripts: string[] = [];
    for (const queue = ['build']; queue.length > 0;) {
      const script = pkg.scripts[queue.shift()!]!;
      scripts.push(script);
      queue.push(...[...script.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!));
    }
    const scriptFolders = scripts.flatMap((script) => [...script.matchAll(/\b(\w+)\/[\w./-]+\.ts\b/g)].map((m) => m[1]!));
    const bundleFolders = Object.values(ENTRIES).map((entry) => entry.split('/')[0]!);
    const needed = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', ...buildConfig.include, ...scriptFolders, ...bundleFolders];
    expect(needed).to.include.members(['tools', 'clients']);
    expect(needed.filter((file) => ignored.includes(file))).to.deep.equal([]);
  });
});

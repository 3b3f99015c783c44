import 'reflect-metadata';
import * as E from 'fp-ts/lib/Either.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { OpenDraft } from '../application/drafts/open-draft.js';
import { SaveDraft } from '../application/drafts/save-draft.js';
import { authenticated } from '../application/live/live-caller.js';
import { ExecuteTool } from '../application/live/execute-tool.js';
import { ListPages } from '../application/pages/list-pages.js';
import { UpdatePage } from '../application/pages/update-page.js';
import { CreateProject } from '../application/projects/create-project.js';
import { PublishDryRun } from '../application/publishing/publish-dry-run.js';
import { UpdateModules } from '../application/projects/update-modules.js';
import { SearchPages } from '../application/search/search-pages.js';
import type { UserActor } from '../domain/identity/actor.js';
import type { AppError } from '../domain/shared/errors.js';
import { loadConfig } from '../composition/config.js';
import { SearchBackfill } from '../infrastructure/search/index-build.js';
import { startServer } from '../composition/server.js';
import { databaseSize, measureBackfill } from './scale/backfill.js';
import { Corpus } from './scale/corpus.js';
import { measure, type Stats } from './scale/measure.js';
import { measurePublish, type PublishFigures } from './scale/publish.js';
import { seedPages, type SeededProject } from './scale/seed.js';

/**
 * `npm run bench:scale`: projects of 1,000, 10,000 and 100,000 live pages (SCALE_SIZES) in one
 * SQLite store, seeded straight through it; then each use case in process, one call at a time,
 * SCALE_SAMPLES times, and two through HTTP. Reports p50, p99 and the event loop's worst delay
 * per operation and size, and the database file size.
 */
const SIZES = (process.env.SCALE_SIZES ?? '1000,10000,100000').split(',').map(Number);
const SAMPLES = Number(process.env.SCALE_SAMPLES ?? 300);
/** The dry run reads and checks a thousand drafts per call: fewer samples. */
const DRY_RUN_DRAFTS = 1000;
const DRY_RUN_SAMPLES = Math.max(5, Math.round(SAMPLES / 10));
/** SCALE_OPERATIONS=publish measures only the one-page publish beside the full rebuild (the other operations take most of the run). */
const PUBLISH_ONLY = process.env.SCALE_OPERATIONS === 'publish';
const PUBLISH_SAMPLES = Number(process.env.SCALE_PUBLISH_SAMPLES ?? 9);
/** Where the deployed sites live (FILE_STORAGE): the store by default, as several instances need. */
const FILE_STORAGE = process.env.SCALE_FILE_STORAGE ?? 'store';
const OWNER: UserActor = { kind: 'user', userId: 'bench-owner', email: null };

const ok = <T>(result: E.Either<AppError, T>): T => {
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'content-service-scale-'));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', AUTH_FAILURE_LIMIT: '100000', FILE_STORAGE });
  if (E.isLeft(config)) throw new Error(config.left.join('\n'));
  const running = await startServer(config.right);
  const { container, storage } = running.composition;
  if (storage.kind !== 'sqlite') throw new Error('the scale benchmark runs on SQLite');
  try {
    await container.get<SearchBackfill>(SearchBackfill).done;
    const corpus = new Corpus();
    const projects = new Map<number, { id: string; seeded: SeededProject }>();
    console.log(
      `Scale benchmark, Node ${process.version}, sites on FILE_STORAGE=${FILE_STORAGE}, ${SAMPLES} samples per operation, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`,
    );
    for (const size of SIZES) {
      const { id } = ok(await container.get(CreateProject).execute(OWNER, { name: `Scale ${size}` }));
      ok(await container.get(UpdateModules).execute(OWNER, { projectId: id, voice: true }));
      const started = performance.now();
      projects.set(size, { id, seeded: await seedPages(storage.db, corpus, id, size) });
      console.log(
        `  seeded ${size.toLocaleString('en')} pages in ${((performance.now() - started) / 1000).toFixed(1)} s; database ${databaseSize(storage.db, dataDir)}`,
      );
    }

    // Signed in as a person would be: with FILE_STORAGE=store the development issuer's keys live in the store, not in DATA_DIR.
    const signedIn = await fetch(`${running.url}/auth/dev/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: OWNER.userId }),
    });
    if (!signedIn.ok) throw new Error(`the development sign-in answered ${signedIn.status}`);
    const token = ((await signedIn.json()) as { id_token: string }).id_token;
    const rows = new Map<string, Map<number, Stats | string>>();
    const record = (name: string, size: number, stats: Stats | string) => rows.set(name, (rows.get(name) ?? new Map()).set(size, stats));
    const everyday = corpus.wordsRanked(300, 3000, 400);
    const common = corpus.wordsRanked(0, 12, 400);

    const published = new Map<number, PublishFigures>();
    for (const [size, { id: projectId, seeded }] of projects) {
      const { needles, pages } = seeded;
      published.set(size, await measurePublish(container, OWNER, projectId, pages, PUBLISH_SAMPLES));
      console.log(`  published ${size.toLocaleString('en')}: ${JSON.stringify(published.get(size))}`);
      if (PUBLISH_ONLY) continue;
      const needle = (i: number) => needles[i % needles.length]!;
      const execute = container.get(ExecuteTool);
      const search = container.get(SearchPages);
      const list = container.get(ListPages);
      const askFor = async (question: string, expect?: string) => {
        const { result } = ok(await execute.execute(authenticated(OWNER), { projectId, tool_name: 'ask', args: { question } }));
        if (expect !== undefined && !result.includes(`slug: ${expect},`)) throw new Error(`ask did not find ${expect}: ${result.slice(0, 200)}`);
      };
      const searchFor = async (q: string, expect?: string) => {
        const { results } = ok(await search.execute(OWNER, { projectId, q }));
        if (expect !== undefined && results[0]?.slug !== expect) throw new Error(`search did not find ${expect} first for "${q}"`);
      };
      record(
        'ask: a question one page answers',
        size,
        await measure(SAMPLES, (i) => askFor(`Where do I ask for the ${needle(i).word} about ${needle(i).topic}?`, needle(i).slug)),
      );
      record(
        'ask: a question in everyday words',
        size,
        await measure(SAMPLES, (i) => askFor(`How does the ${everyday[i % 400]} ${everyday[(i + 7) % 400]} work?`)),
      );
      record('search: a word one page holds', size, await measure(SAMPLES, (i) => searchFor(`${needle(i).word} ${needle(i).topic}`, needle(i).slug)));
      record('search: two everyday words', size, await measure(SAMPLES, (i) => searchFor(`${everyday[i % 400]} ${everyday[(i + 3) % 400]}`)));
      record(
        'search: three of the commonest words',
        size,
        await measure(SAMPLES, (i) => searchFor(`${common[i % 400]} ${common[(i + 1) % 400]} ${common[(i + 2) % 400]}`)),
      );
      record('page list: first page (50)', size, await measure(SAMPLES, () => list.execute(OWNER, { projectId, limit: 50 }).then(ok)));
      const deepId = storage.db
        .prepare(`SELECT id FROM documents WHERE project_id = ? ORDER BY id LIMIT 1 OFFSET ?`)
        .pluck()
        .get(projectId, Math.floor(size * 0.9)) as string;
      const cursor = Buffer.from(deepId).toString('base64url');
      record('page list: a page 90% deep (cursor)', size, await measure(SAMPLES, () => list.execute(OWNER, { projectId, cursor, limit: 50 }).then(ok)));
      const drafts: Array<{ draftId: string; language: string }> = [];
      record(
        'open a draft (clone a live page)',
        size,
        await measure(pages.length - 10, async (i) => {
          const { slug, language } = pages[i % pages.length]!;
          const opened = ok(await container.get(OpenDraft).execute(OWNER, { projectId, slug: slug as never, language: language as never }));
          drafts.push({ draftId: opened.draftId, language });
        }),
      );
      const content = `## Draft\n\n${corpus.page(0).content}`;
      record(
        'save a draft',
        size,
        await measure(SAMPLES, (i) => {
          const { draftId, language } = drafts[i % drafts.length]!;
          return container
            .get(SaveDraft)
            .execute(OWNER, { projectId, draftId, metadata: { title: `Saved ${i}` }, content, language: language as never })
            .then(ok);
        }),
      );
      // A thousand drafts for the publish dry run: the ones just opened, and more opened from live pages.
      const draftIds = new Set(drafts.map((d) => d.draftId));
      const more = storage.db
        .prepare(`SELECT slug, language FROM documents WHERE project_id = ? AND kind = 'live' ORDER BY id DESC LIMIT ?`)
        .all(projectId, DRY_RUN_DRAFTS * 2) as Array<{ slug: string; language: string }>;
      for (const { slug, language } of more) {
        if (draftIds.size >= DRY_RUN_DRAFTS) break;
        draftIds.add(ok(await container.get(OpenDraft).execute(OWNER, { projectId, slug: slug as never, language: language as never })).draftId);
      }
      const dryRunDrafts = [...draftIds].slice(0, DRY_RUN_DRAFTS);
      const needleSlugs = new Set(needles.map((n) => n.slug));
      const editable = (
        storage.db.prepare(`SELECT id, slug FROM documents WHERE project_id = ? AND kind = 'live' ORDER BY id LIMIT 400`).all(projectId) as Array<{
          id: string;
          slug: string;
        }>
      )
        .filter((row) => !needleSlugs.has(row.slug))
        .map((row) => row.id);
      record(
        'edit a live page (reindexed in the write)',
        size,
        await measure(SAMPLES, (i) =>
          container
            .get(UpdatePage)
            .execute(OWNER, { projectId, pageId: editable[i % editable.length]!, content: `${content}\n\nEdit ${i}.` })
            .then(ok),
        ),
      );
      record(
        'publish dry run of 1,000 drafts',
        size,
        await measure(DRY_RUN_SAMPLES, () => container.get(PublishDryRun).execute(OWNER, { projectId, draft_ids: dryRunDrafts }).then(ok)),
      );
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-project-id': projectId };
      const http = async (path: string, init: RequestInit = {}) => {
        const response = await fetch(`${running.url}${path}`, { headers, ...init });
        await response.text();
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
      };
      record('HTTP GET /search (a word one page holds)', size, await measure(SAMPLES, (i) => http(`/api/projects/${projectId}/search?q=${needle(i).word}`)));
      const ask = (i: number) => JSON.stringify({ tool_name: 'ask', args: { question: `Where do I ask for the ${needle(i).word}?` } });
      record('HTTP POST /live/tools/execute ask', size, await measure(SAMPLES, (i) => http('/api/live/tools/execute', { method: 'POST', body: ask(i) })));
      console.log(`  measured ${size.toLocaleString('en')}`);
    }
    console.log(
      `\nLoad average after measuring: ${loadavg()[0]!.toFixed(1)} (wall-clock figures include time other processes took the CPU; the CPU columns do not)\n`,
    );
    console.log(`\n${publishTable(published)}\n`);
    if (PUBLISH_ONLY) return;
    console.log(
      `${table(rows)}\n\nDatabase: ${databaseSize(storage.db, dataDir)} for ${[...projects.keys()].reduce((a, b) => a + b, 0).toLocaleString('en')} live pages (plus the drafts and versions written above).`,
    );
    const largest = projects.get(SIZES[SIZES.length - 1]!)!;
    console.log(await measureBackfill(storage.db, (q) => container.get(SearchPages).execute(OWNER, { projectId: largest.id, q }).then(ok)));
  } finally {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The confirm of a one-page publish beside the full rebuild, per size, with each size's ratio to the first. */
function publishTable(figures: Map<number, PublishFigures>): string {
  const first = figures.get(SIZES[0]!)!;
  const lines = SIZES.map((size) => {
    const f = figures.get(size)!;
    return (
      `| ${size.toLocaleString('en')} | ${ms(f.confirmP50Ms)} / ${ms(f.confirmMaxMs)} | ${ms(f.confirmCpuP50Ms)} | ${(f.confirmP50Ms / first.confirmP50Ms).toFixed(2)} | ` +
      `${(f.confirmCpuP50Ms / first.confirmCpuP50Ms).toFixed(2)} | ${ms(f.fullRebuildMs)} / ${ms(f.fullRebuildCpuMs)} | ${(f.fullRebuildMs / f.confirmP50Ms).toFixed(1)} |`
    );
  });
  return [
    `| live pages | confirm of a one-page publish: p50 / max ms | CPU p50 ms | p50 ÷ ${SIZES[0]!.toLocaleString('en')}'s | CPU p50 ÷ ${SIZES[0]!.toLocaleString('en')}'s | full rebuild ms / CPU ms | full ÷ one-page |`,
    '|---:|---:|---:|---:|---:|---:|---:|',
    ...lines,
  ].join('\n');
}

const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));

function table(rows: Map<string, Map<number, Stats | string>>): string {
  const sizes = SIZES.map((s) => s.toLocaleString('en'));
  const header =
    `| operation | ${sizes.map((s) => `${s}: p50 / p99 ms`).join(' | ')} | p99 ${sizes.at(-1)} ÷ ${sizes[0]} | ` +
    `CPU p99 / max ms (${sizes.join(' / ')}) | event-loop worst delay ms (${sizes.join(' / ')}) |`;
  const lines = [...rows].map(([name, bySize]) => {
    const stats = SIZES.map((s) => bySize.get(s));
    if (stats.some((s) => typeof s === 'string')) return `| ${name} | ${String(stats[0])} |`;
    const all = stats as Stats[];
    return (
      `| ${name} | ${all.map((s) => `${ms(s.p50)} / ${ms(s.p99)}`).join(' | ')} | ${(all.at(-1)!.p99 / all[0]!.p99).toFixed(2)} | ` +
      `${all.map((s) => `${ms(s.cpuP99)} / ${ms(s.cpuMax)}`).join(' · ')} | ${all.map((s) => ms(s.loopDelay)).join(' / ')} |`
    );
  });
  return [header, `|---|${SIZES.map(() => '---:|').join('')}---:|---:|---:|`, ...lines].join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

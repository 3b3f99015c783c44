import { get } from 'node:http';
import type { BenchContext } from '../context.js';
import type { Scenario, Timing } from '../harness.js';

const CONTENT = `# A page\n\n${'Some paragraph of **markdown** text with [a link](https://example.com). '.repeat(40)}`;

/** A file's bytes, asked for with `headers` (fetch would not send a Host header of the test's choosing). */
function siteBytes(base: string, path: string, headers: Record<string, string>): Promise<Buffer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = get({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${path}: ${res.statusCode}`))));
    });
    req.on('error', reject);
  });
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** A project with `count` live pages, each with a saved draft: `count` changed pages to publish. */
async function projectWithChangedPages(ctx: BenchContext, count: number): Promise<string> {
  const projectId = await ctx.createProject(ctx.ownerToken, `Bench publish ${count}`);
  const api = `/api/projects/${projectId}`;
  await inParallel(
    Array.from({ length: count }, (_, i) => `page-${i}`),
    8,
    async (slug) => {
      await ctx.call('POST', `${api}/pages`, ctx.ownerToken, { slug, language: 'en', doc_template_id: 'page', metadata: { title: slug }, content: CONTENT });
      const { draftId } = await ctx.call('POST', `${api}/docs/edit/open`, ctx.ownerToken, { slug, language: 'en' });
      await ctx.call('POST', `${api}/docs/edit/save`, ctx.ownerToken, {
        draftId,
        metadata: { title: `${slug} v2` },
        content: `${CONTENT}\n\nChanged.`,
        language: 'en',
      });
    },
  );
  return projectId;
}

/**
 * Issue 8: publishing and the site. One-shot timings of a dry run and a confirm (promotion and
 * the deploy of every page) of 100 and of 1,000 changed pages: the growth should be no worse
 * than linear. And serving a deployed page (issue 23's target: at least 80% of bare Koa sending the same bytes).
 */
export async function publishingTimings(ctx: BenchContext): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const count of [100, 1000]) {
    const projectId = await projectWithChangedPages(ctx, count);
    const publish = `/api/projects/${projectId}/publish`;
    let started = performance.now();
    const preview = await ctx.call('POST', publish, ctx.ownerToken, {});
    timings.push({ name: `publish dry run, ${count} changed pages`, ms: performance.now() - started, units: count });
    started = performance.now();
    await ctx.call('POST', `${publish}/confirm`, ctx.ownerToken, { confirmation_token: preview.confirmation_token });
    timings.push({ name: `publish confirm (promote + deploy), ${count} changed pages`, ms: performance.now() - started, units: count });
  }
  return timings;
}

export async function siteScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const projectId = await ctx.createProject(ctx.ownerToken, 'Bench site');
  const api = `/api/projects/${projectId}`;
  for (let i = 0; i < 20; i++) {
    await ctx.call('POST', `${api}/docs/edit/save`, ctx.ownerToken, {
      draftId: 'new',
      doc_template_id: 'page',
      language: 'en',
      metadata: { slug: `page-${i}`, title: `Page ${i}` },
      content: CONTENT,
    });
  }
  await ctx.call('POST', `${api}/sidebar-groups`, ctx.ownerToken, { language: 'en', title: 'Pages', items: [{ slug: 'page-1', label: 'One' }] });
  const preview = await ctx.call('POST', `${api}/publish`, ctx.ownerToken, {});
  await ctx.call('POST', `${api}/publish/confirm`, ctx.ownerToken, { confirmation_token: preview.confirmation_token });
  // The site's own host (`<project>.localhost`, which Node does not resolve): its Host header on the service's address.
  const path = '/en/page-7/';
  const headers = { host: `${projectId}.localhost` };
  // The baseline sends the same page's bytes from memory (see baseline-server.mjs).
  const page = await siteBytes(ctx.baseUrl, path, headers);
  const sameBytes = await fetch(`${ctx.baselineUrl}/bytes/page`, { method: 'PUT', headers: { 'content-type': 'text/html; charset=utf-8' }, body: page });
  if (sameBytes.status !== 204) throw new Error(`baseline bytes: ${sameBytes.status}`);
  return [
    {
      name: `GET <project>.<sites domain>/en/<slug>/ (deployed page, ${Math.round(page.length / 1024)} KB; baseline: bare Koa sending the same bytes)`,
      requests: [{ path, headers }],
      expectStatus: 200,
      baseline: { name: 'baseline: bare Koa, the same page from memory', request: { path: '/bytes/page' } },
      figure: 'deployed-page',
    },
  ];
}

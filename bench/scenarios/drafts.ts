import type { BenchContext } from '../context.js';
import type { Scenario } from '../harness.js';

/**
 * Issue 3: Edit Mode. Reading a draft (targets: at least 40% of the baseline's requests/s, and
 * a draft with 100 versions no slower than one with 1: reads never touch versions) and an
 * autosave (target: at least 20%; one BEGIN IMMEDIATE transaction of a few prepared statements,
 * coalescing into the same version).
 */
export async function draftScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const projectId = await ctx.createProject(ctx.ownerToken, 'Bench drafts');
  const edit = `/api/projects/${projectId}/docs/edit`;
  const content = '# A page\n\n' + 'Some paragraph of markdown text. '.repeat(60);
  // The autosave's content: about 4 KB, as the figures compare (the whole body is 4 KB).
  const autosaveContent = '# A page\n\n' + 'Some paragraph of markdown text. '.repeat(121);
  const draftOf = async (slug: string, saves: number): Promise<string> => {
    await ctx.call('POST', `/api/projects/${projectId}/pages`, ctx.ownerToken, {
      slug,
      language: 'en',
      doc_template_id: 'page',
      metadata: { title: slug, description: 'Bench page' },
      content,
    });
    const { draftId } = await ctx.call('POST', `${edit}/open`, ctx.ownerToken, { slug, language: 'en' });
    for (let i = 0; i < saves; i++)
      await ctx.call('POST', `${edit}/save`, ctx.ownerToken, { draftId, metadata: { title: `${slug} ${i}` }, content, language: 'en' });
    return draftId as string;
  };
  const light = await draftOf('one-version', 1);
  const heavy = await draftOf('hundred-versions', 100);
  const headers = ctx.auth(ctx.ownerToken);
  const autosave = JSON.stringify({ draftId: light, metadata: { title: 'Typing' }, content: autosaveContent, language: 'en', autosave: true });
  const json = { 'content-type': 'application/json' };
  return [
    { name: 'GET /docs/edit/:draftId (draft with 1 version)', requests: [{ path: `${edit}/${light}`, headers }], expectStatus: 200 },
    { name: 'GET /docs/edit/:draftId (draft with 100 versions)', requests: [{ path: `${edit}/${heavy}`, headers }], expectStatus: 200 },
    {
      name: 'POST /docs/edit/save (autosave)',
      requests: [{ method: 'POST', path: `${edit}/save`, headers: { ...headers, ...json }, body: autosave }],
      expectStatus: 200,
      // Against bare Koa reading and parsing the same 4 KB JSON body.
      baseline: { name: 'baseline: bare Koa, the same 4 KB JSON POST', request: { method: 'POST', path: '/json', headers: json, body: autosave } },
      figure: 'autosave',
    },
  ];
}

import type { BenchContext } from '../context.js';
import type { Scenario } from '../harness.js';

/**
 * Issue 4: a cached `update_profile` language switch (the labels of both languages already in
 * the project's translation store): one profile write and one store read, no translator call.
 * Target: p99 under 20 ms under load.
 */
export async function liveToolsScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const projectId = await ctx.createProject(ctx.ownerToken, 'Bench live tools');
  await ctx.call('PATCH', `/api/projects/${projectId}/modules`, ctx.ownerToken, { voice: true });
  const headers = ctx.auth(ctx.ownerToken, { 'x-project-id': projectId, 'content-type': 'application/json' });
  const switchTo = (language: string) => JSON.stringify({ tool_name: 'update_profile', args: { language } });
  // Translate both languages once, so the measured switches are all served from the store.
  for (const language of ['fr', 'de'])
    await ctx.call('POST', '/api/live/tools/execute', ctx.ownerToken, JSON.parse(switchTo(language)), { 'x-project-id': projectId });
  return [
    {
      name: 'POST /api/live/tools/execute update_profile (cached language switch)',
      requests: [
        { method: 'POST', path: '/api/live/tools/execute', headers, body: switchTo('fr') },
        { method: 'POST', path: '/api/live/tools/execute', headers, body: switchTo('de') },
      ],
      expectStatus: 200,
    },
  ];
}

import type { BenchContext } from '../context.js';
import type { Scenario } from '../harness.js';

/**
 * Issue 4: a live session start with the embedded (local) voice-token issuer: access checks,
 * the atomic quota reserve and session record (one write transaction), and a signed token.
 * Target: at least 25% of the baseline's requests/s. The bench lifts the plan's daily limit.
 */
export async function liveSessionScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const projectId = await ctx.createProject(ctx.ownerToken, 'Bench live sessions');
  await ctx.call('PATCH', `/api/projects/${projectId}/modules`, ctx.ownerToken, { voice: true });
  return [
    {
      name: 'POST /api/live/session (local voice tokens)',
      requests: [{ method: 'POST', path: '/api/live/session', headers: ctx.auth(ctx.ownerToken, { 'x-project-id': projectId }) }],
      expectStatus: 200,
    },
  ];
}

import type { BenchContext } from '../context.js';
import type { Scenario } from '../harness.js';

/** Issue 2: the process itself and the authenticated project read (token cache + one SQL join). */
export async function foundationScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const projectId = await ctx.createProject(ctx.ownerToken, 'Bench project');
  return [
    { name: 'GET /healthz', requests: [{ path: '/healthz' }], expectStatus: 200 },
    {
      name: 'GET /api/projects/:id (authenticated)',
      requests: [{ path: `/api/projects/${projectId}`, headers: ctx.auth(ctx.ownerToken) }],
      expectStatus: 200,
    },
  ];
}

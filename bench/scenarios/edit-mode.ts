import type { BenchContext } from '../context.js';
import type { Scenario } from '../harness.js';

/**
 * Issue 24: loading the Edit Mode page. Everything it loads before someone signs in is static:
 * the document, its script, stylesheet and chunks (built once, held in memory, compressed ahead
 * of time) and the public sign-in settings; no use case and no store is reached. Measured as a
 * browser asks for them (brotli accepted), against the baseline's JSON route.
 */
export async function editModeScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const html = await (await fetch(`${ctx.baseUrl}/edit/`)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  if (assets.length === 0) throw new Error('The Edit Mode page names no asset: is the build in dist/assets?');
  const headers = { 'accept-encoding': 'br, gzip' };
  return [
    {
      name: `Edit Mode page load (GET /edit/, /auth/config and its ${assets.length} assets, cycled)`,
      requests: ['/edit/', '/auth/config', ...assets].map((path) => ({ path, headers })),
      expectStatus: 200,
    },
  ];
}

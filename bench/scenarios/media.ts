import sharp from 'sharp';
import type { BenchContext } from '../context.js';
import type { Scenario } from '../harness.js';

/**
 * Issue 13: images. Serving an image to site readers (public, streamed from the blob store
 * with immutable cache headers; the path every deployed page's <img> takes) and listing a
 * project's images.
 */
export async function mediaScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const projectId = await ctx.createProject(ctx.ownerToken, 'Bench media');
  const headers = ctx.auth(ctx.ownerToken);
  // About 50 KB: a typical photo thumbnail on a page.
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const uploaded = await fetch(`${ctx.baseUrl}/api/projects/${projectId}/images`, { method: 'POST', headers, body: photo });
  if (uploaded.status !== 201) throw new Error(`image upload: ${uploaded.status} ${await uploaded.text()}`);
  const image = (await uploaded.json()) as { url: string };
  // Reading a 56 KB photo costs autocannon itself several times what a JSON answer does: the
  // ratio only says something against a bare Koa app sending the same bytes.
  const sameBytes = await fetch(`${ctx.baselineUrl}/bytes/photo`, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: photo });
  if (sameBytes.status !== 204) throw new Error(`baseline bytes: ${sameBytes.status}`);
  return [
    {
      name: `GET /media/:project/:image (${Math.round(photo.length / 1024)} KB JPEG, public; baseline: bare Koa sending the same bytes)`,
      requests: [{ path: image.url }],
      expectStatus: 200,
      baseline: { name: 'baseline: bare Koa, the same JPEG from memory', request: { path: '/bytes/photo' } },
    },
    { name: 'GET /api/projects/:id/images', requests: [{ path: `/api/projects/${projectId}/images`, headers }], expectStatus: 200 },
  ];
}

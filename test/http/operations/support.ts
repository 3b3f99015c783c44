import { expect } from 'chai';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { TEAM } from '../../support/fixtures.js';
import type { ApiResponse, TestApp } from '../../support/test-app.js';

/** The admin CLI's entry point, as the process tests run it. */
export const ADMIN_CLI = 'composition/cli/admin.ts';

/** JSON lines (stdout results, stderr progress) as objects. */
export const jsonLines = (text: string): Array<Record<string, unknown>> =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** The response, once its status is the one expected (the body says why otherwise). */
export function ok<T = any>(response: ApiResponse<T>, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).to.equal(status);
  return response.body;
}

/** A PNG of `width` × `height` noise: it does not compress, so its size is about 3 bytes a pixel. */
export async function aNoisyPng(seed: number, width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed >>> 0;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export async function uploadImage(app: TestApp, projectId: string, bytes: Buffer): Promise<{ id: string; url: string }> {
  const response = await fetch(`${app.url}/api/projects/${projectId}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await app.token(TEAM.admin)}`, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  expect(response.status).to.equal(201);
  return (await response.json()) as { id: string; url: string };
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

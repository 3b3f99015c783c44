import { describedFetch } from '../../support/api-description.js';
import sharp from 'sharp';
import type { TestApp } from '../../support/test-app.js';

/** A small real image of `format`, different for each `seed` (so each has its own hash). */
export async function anImageFile(format: 'png' | 'jpeg' | 'gif' | 'webp' | 'avif', seed = 0, width = 40, height = 30): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: (seed >> 8) % 256, b: 120 } } });
  return image.toFormat(format).toBuffer();
}

export interface RawResponse {
  readonly status: number;
  readonly body: any;
  readonly headers: Headers;
  readonly bytes: Buffer;
}

/** A request with a raw body (bytes, or a stream sent chunked), as the image upload takes it. */
export async function rawRequest(
  app: TestApp,
  method: string,
  path: string,
  options: { as?: string; body?: Uint8Array | ReadableStream<Uint8Array>; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.as !== undefined) headers.authorization = `Bearer ${await app.token(options.as)}`;
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body: options.body as RequestInit['body'] };
  if (options.body instanceof ReadableStream) init.duplex = 'half';
  const response = await describedFetch(`${app.url}${path}`, init);
  const bytes = Buffer.from(await response.arrayBuffer());
  let body: unknown = undefined;
  try {
    body = bytes.length === 0 ? undefined : JSON.parse(bytes.toString('utf8'));
  } catch {
    body = bytes.toString('utf8');
  }
  return { status: response.status, body, headers: response.headers, bytes };
}

/** A body sent in `chunks` chunks of `chunkBytes`, without a Content-Length (chunked transfer). */
export function chunkedBody(chunks: number, chunkBytes: number, first?: Uint8Array): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      controller.enqueue(sent === 0 && first !== undefined ? first : new Uint8Array(chunkBytes));
      sent += 1;
    },
  });
}

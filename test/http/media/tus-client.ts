import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { TestApp } from '../../support/test-app.js';
import { rawRequest, type RawResponse } from './support.js';

export const TUS = { 'tus-resumable': '1.0.0' };
export const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('base64');

/** The tus requests a client sends, one function each, against the test app as `as`. */
export function tusClient(app: TestApp, projectId: string, as = 'owner') {
  const endpoint = `/api/projects/${projectId}/uploads`;
  const pathOf = (location: string) => new URL(location, app.url).pathname;
  return {
    endpoint,
    pathOf,
    create: (length: number, headers: Record<string, string> = {}) =>
      rawRequest(app, 'POST', endpoint, {
        as,
        headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': `filename ${btoa('photo.png')}`, ...headers },
      }),
    head: (path: string) => rawRequest(app, 'HEAD', path, { as, headers: TUS }),
    patch: (path: string, offset: number, chunk: Uint8Array, headers: Record<string, string> = {}): Promise<RawResponse> =>
      rawRequest(app, 'PATCH', path, {
        as,
        body: chunk,
        headers: { ...TUS, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset), ...headers },
      }),
    terminate: (path: string) => rawRequest(app, 'DELETE', path, { as, headers: TUS }),
    /**
     * A PATCH whose connection is cut after `sent` of `chunk`'s bytes: the client crashed or
     * lost its network mid-request. Resolves once the socket is gone.
     */
    async interruptedPatch(path: string, offset: number, chunk: Uint8Array, sent: number): Promise<void> {
      const token = await app.token(as);
      await new Promise<void>((resolve) => {
        const req = httpRequest(`${app.url}${path}`, {
          method: 'PATCH',
          headers: {
            ...TUS,
            authorization: `Bearer ${token}`,
            'content-type': 'application/offset+octet-stream',
            'upload-offset': String(offset),
            'content-length': String(chunk.length),
          },
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        req.write(chunk.subarray(0, sent), () => setTimeout(() => req.destroy(), 100));
      });
    },
  };
}

import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { UPLOADS_FOLDER } from '../../../composition/data-folders.js';
import type { TestApp } from '../../support/test-app.js';
import { rawRequest, type RawResponse } from './support.js';

export const TUS = { 'tus-resumable': '1.0.0' };
export const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('base64');

/** The tus requests a client sends, one function each, against the test app as `as`. */
export function tusClient(app: TestApp, projectId: string, as = 'owner') {
  const endpoint = `/api/projects/${projectId}/uploads`;
  const pathOf = (location: string) => new URL(location, app.url).pathname;
  // The store names an upload's file `<project>_<upload id>` (see TusUploads).
  const storedSome = async (path: string) => {
    const file = join(app.dataDir, UPLOADS_FOLDER, `${projectId}_${path.split('/').pop()!}`);
    for (let waited = 0; waited < 10_000; waited += 10) {
      if (
        (await stat(file).then(
          (found) => found.size,
          () => 0,
        )) > 0
      )
        return;
      await delay(10);
    }
  };
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
        // Cut only once the server has stored some of the bytes: a fixed pause lost the race on
        // a loaded machine (the request was dropped before the handler read anything: offset 0).
        req.write(chunk.subarray(0, sent), () => void storedSome(path).then(() => req.destroy()));
      });
    },
  };
}

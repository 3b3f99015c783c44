import type { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { Server, type Upload } from '@tus/server';
import type { Clock } from '../../application/shared/ports.js';
import { UPLOAD_MAX_BYTES } from '../../domain/media/image.js';
import { ChecksummedFileStore, type UploadRequestContext } from './checksummed-file-store.js';

/** The part of an upload URL after `/uploads/`: ours, random; the project is in the path before it. */
const UPLOAD_PART = /^[0-9a-f]{32}$/;

export type FinishedUpload = (method: string, upload: Upload) => Promise<{ status_code?: number; headers?: Record<string, string>; body?: string }>;

/**
 * The @tus/server instance and its store (loaded on the first upload: most processes never
 * take one). Upload ids are `<project_id>_<random>`; a request's id is rebuilt from the project
 * of its path, which the caller has been granted.
 */
export function tusServer(directory: string, clock: Clock, requests: AsyncLocalStorage<UploadRequestContext>, onFinish: FinishedUpload) {
  const context = (): UploadRequestContext => {
    const found = requests.getStore();
    if (found === undefined) throw new Error('tus request outside of TusUploads.handle');
    return found;
  };
  const store = new ChecksummedFileStore(directory, clock, requests);
  const server = new Server({
    path: '/uploads',
    datastore: store,
    maxSize: UPLOAD_MAX_BYTES,
    namingFunction: () => `${context().projectId}_${randomBytes(16).toString('hex')}`,
    generateUrl: (req, { id }) => `${new URL(req.url).origin}/api/projects/${context().projectId}/uploads/${id.split('_').pop()}`,
    getFileIdFromRequest: (_req, lastPath) => (lastPath !== undefined && UPLOAD_PART.test(lastPath) ? `${context().projectId}_${lastPath}` : undefined),
    onUploadFinish: (req, upload) => onFinish(req.method, upload),
  });
  return { store, server, context };
}

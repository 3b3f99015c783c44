import type { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { Server, type Upload } from '@tus/server';
import type { Clock } from '../../application/shared/ports.js';
import { UPLOAD_MAX_BYTES } from '../../domain/media/image.js';
import { ChecksummedFileStore, type UploadRequestContext } from './checksummed-file-store.js';
import type { ResumableStore, UploadsLocation } from './resumable-store.js';
import { StoredUploadDataStore } from './stored-upload-data-store.js';

/** The part of an upload URL after `/uploads/`: ours, random; the project is in the path before it. */
const UPLOAD_PART = /^[0-9a-f]{32}$/;

/** Called when an upload is complete; its answer's headers join the last request's answer. */
export type FinishedUpload = (upload: Upload) => Promise<{ headers: Record<string, string> }>;

/** The store id of the upload a request names (`.../uploads/<part>`), in the project of its path; undefined for none. */
const uploadIdOf = (projectId: string, lastPath: string | undefined): string | undefined =>
  lastPath !== undefined && UPLOAD_PART.test(lastPath) ? `${projectId}_${lastPath}` : undefined;

/**
 * The @tus/server instance and its store, files under DATA_DIR or the store (loaded on the
 * first upload: most processes never take one). Upload ids are `<project_id>_<random>`; a request's id is rebuilt from the project
 * of its path, which the caller has been granted.
 */
export function tusServer(location: UploadsLocation, clock: Clock, requests: AsyncLocalStorage<UploadRequestContext>, onFinish: FinishedUpload) {
  const context = (): UploadRequestContext => {
    const found = requests.getStore();
    if (found === undefined) throw new Error('tus request outside of TusUploads.handle');
    return found;
  };
  const store: ResumableStore =
    'store' in location ? new StoredUploadDataStore(location.store, clock, requests) : new ChecksummedFileStore(location.directory, clock, requests);
  const server = new Server({
    path: '/uploads',
    datastore: store,
    maxSize: UPLOAD_MAX_BYTES,
    namingFunction: () => `${context().projectId}_${randomBytes(16).toString('hex')}`,
    // A path, not a URL (tus allows a relative Location; clients resolve it against the endpoint they called):
    // the service's address is the client's business, never read from a header the client chose.
    generateUrl: (_req, { id }) => `/api/projects/${context().projectId}/uploads/${id.split('_').pop()}`,
    getFileIdFromRequest: (_req, lastPath) => uploadIdOf(context().projectId, lastPath),
    onUploadFinish: (_req, upload) => onFinish(upload),
  });
  /** The upload a request names (its path's last part), as the server reads it. */
  const uploadOf = (request: Request, projectId: string) => uploadIdOf(projectId, new URL(request.url).pathname.split('/').pop());
  return { store, server, context, uploadOf };
}

import { DeleteImage } from '../../../application/media/delete-image.js';
import { GetImage } from '../../../application/media/get-image.js';
import { ListImages } from '../../../application/media/list-images.js';
import { CursorQuery } from '../../../application/shared/pagination.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, handler, type HttpMethod, type Route } from '../routing/route.js';
import { resumableUpload, serveMedia, uploadImage } from './handlers.js';

const IMAGES = `${PROJECT}/images`;
const UPLOADS = `${PROJECT}/uploads`;

const TUS_CREATION: readonly HttpMethod[] = ['POST', 'OPTIONS'];
const TUS_UPLOAD: readonly HttpMethod[] = ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Images: the raw upload (its own 10 MB body reader), the tus resumable uploads (the protocol
 * library reads the body), list, read one and delete; and the public `/media` files the site links.
 */
export const mediaRoutes: readonly Route[] = [
  handler('POST', IMAGES, uploadImage),
  get(IMAGES, ListImages, { query: CursorQuery }),
  get(`${IMAGES}/:imageId`, GetImage),
  del(`${IMAGES}/:imageId`, DeleteImage),
  ...TUS_CREATION.map((method) => handler(method, UPLOADS, resumableUpload)),
  ...TUS_UPLOAD.map((method) => handler(method, `${UPLOADS}/:uploadId`, resumableUpload)),
  handler('GET', '/media/:projectId/:fileName', serveMedia, { auth: false, limited: false }),
  handler('HEAD', '/media/:projectId/:fileName', serveMedia, { auth: false, limited: false }),
];

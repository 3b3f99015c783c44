import { DeleteImage } from '../../../application/media/delete-image.js';
import { GetImage } from '../../../application/media/get-image.js';
import { ListImages } from '../../../application/media/list-images.js';
import { CursorQuery } from '../../../application/shared/pagination.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, handler, type Route } from '../routing/route.js';
import { resumableUpload, serveMedia, uploadImage } from './handlers.js';
import { SERVE_MEDIA, SERVE_MEDIA_HEAD, TUS_CREATE, TUS_DELETE, TUS_HEAD, TUS_OPTIONS, TUS_PATCH, TUS_UPLOAD_OPTIONS, UPLOAD_IMAGE } from './operations.js';
import { IMAGE_IS_THE_FAVICON, IMAGE_IS_THE_LOGO, IMAGE_USED, Image, ImageList } from './responses.js';

const IMAGES = `${PROJECT}/images`;
const UPLOADS = `${PROJECT}/uploads`;
const UPLOAD = `${UPLOADS}/:uploadId`;

/**
 * Images: the raw upload (its own 10 MB body reader), the tus resumable uploads (the protocol
 * library reads the body), list, read one and delete; and the public `/media` files the site links.
 */
export const mediaRoutes: readonly Route[] = [
  handler('POST', IMAGES, uploadImage, { doc: UPLOAD_IMAGE }),
  get(IMAGES, ListImages, { query: CursorQuery, response: ImageList, access: 'read_content (read)' }),
  get(`${IMAGES}/:imageId`, GetImage, { response: Image, access: 'read_content (read)' }),
  del(`${IMAGES}/:imageId`, DeleteImage, {
    access: 'edit_drafts (write)',
    refusals: [IMAGE_USED, IMAGE_IS_THE_LOGO, IMAGE_IS_THE_FAVICON],
    description: 'The image and its resized copies.',
  }),
  handler('POST', UPLOADS, resumableUpload, { doc: TUS_CREATE }),
  handler('OPTIONS', UPLOADS, resumableUpload, { doc: TUS_OPTIONS }),
  handler('HEAD', UPLOAD, resumableUpload, { doc: TUS_HEAD }),
  handler('PATCH', UPLOAD, resumableUpload, { doc: TUS_PATCH }),
  handler('DELETE', UPLOAD, resumableUpload, { doc: TUS_DELETE }),
  handler('OPTIONS', UPLOAD, resumableUpload, { doc: TUS_UPLOAD_OPTIONS }),
  handler('GET', '/media/:projectId/:fileName', serveMedia, { auth: false, limited: false, doc: SERVE_MEDIA }),
  handler('HEAD', '/media/:projectId/:fileName', serveMedia, { auth: false, limited: false, doc: SERVE_MEDIA_HEAD }),
];

import { IMAGE_MAX_BYTES, UPLOAD_MAX_BYTES } from '../../../domain/media/image.js';
import { ErrorBody } from '../response-codecs.js';
import { BINARY, json, type HandlerDoc, type HeaderDoc, type ParameterDoc } from '../routing/operation-doc.js';
import { Image } from './responses.js';

const MB = 1024 * 1024;
const IMAGE_TYPES = 'PNG, JPEG, GIF, WebP or AVIF';

export const UPLOAD_IMAGE: HandlerDoc = {
  operationId: 'uploadImage',
  summary: 'Upload an image',
  description:
    `The raw image is the body (up to ${IMAGE_MAX_BYTES / MB} MB; larger files go through the resumable uploads). Its type is read from the bytes: ` +
    `${IMAGE_TYPES}; anything else, SVG included, is 415 whatever \`Content-Type\` says. The same bytes uploaded twice are the same image (200).`,
  access: 'edit_drafts (write)',
  requestBody: { required: true, content: { 'image/*': BINARY, 'application/octet-stream': BINARY } },
  responses: {
    '201': { description: 'The image, stored.', content: json(Image) },
    '200': { description: 'The project already had these bytes: the same image.', content: json(Image) },
  },
  refusals: [
    { status: 413, when: `The image is over ${IMAGE_MAX_BYTES / MB} MB.` },
    { status: 415, when: `The bytes are not a ${IMAGE_TYPES} image.` },
  ],
};

const TUS_RESUMABLE: ParameterDoc = {
  name: 'Tus-Resumable',
  in: 'header',
  required: true,
  description: 'The protocol version: `1.0.0`.',
  schema: { type: 'string', const: '1.0.0' },
};
const CHECKSUM: ParameterDoc = {
  name: 'Upload-Checksum',
  in: 'header',
  description: '`sha1 <base64 digest>` of the bytes sent: a chunk that does not match is discarded (460).',
  schema: { type: 'string' },
};
const OFFSET_HEADER: HeaderDoc = { description: 'Bytes received so far.', schema: { type: 'integer' }, required: true };
/** A completed upload names the image it became. */
const IMAGE_LOCATION: HeaderDoc = {
  description: 'Once the upload is complete: the image it became (`/api/projects/{projectId}/images/{imageId}`, see Get image).',
  schema: { type: 'string' },
};
const TUS_ERROR = json(ErrorBody);

const TUS =
  `tus 1.0 resumable uploads (creation, creation-with-upload, termination and checksum extensions), up to ${UPLOAD_MAX_BYTES / MB} MB: ` +
  'a completed upload becomes an image, as the direct upload makes it.';

export const TUS_OPTIONS: HandlerDoc = {
  operationId: 'describeResumableUploads',
  summary: 'What the resumable uploads support',
  description: TUS,
  access: 'edit_drafts (write)',
  responses: {
    '204': {
      description: 'The protocol versions, extensions, checksum algorithms and size limit.',
      headers: {
        'Tus-Version': { description: 'Supported versions.', schema: { type: 'string' } },
        'Tus-Extension': { description: 'Supported extensions.', schema: { type: 'string' } },
        'Tus-Max-Size': { description: 'The largest upload, in bytes.', schema: { type: 'integer' } },
        'Tus-Checksum-Algorithm': { description: 'Checksum algorithms (`sha1`).', schema: { type: 'string' } },
      },
    },
  },
};

export const TUS_CREATE: HandlerDoc = {
  operationId: 'createResumableUpload',
  summary: 'Start a resumable upload',
  description: `${TUS} With the whole file in this request (creation-with-upload) the upload completes at once.`,
  access: 'edit_drafts (write)',
  parameters: [
    TUS_RESUMABLE,
    { name: 'Upload-Length', in: 'header', required: true, description: 'The size of the whole file, in bytes.', schema: { type: 'integer' } },
    { name: 'Upload-Metadata', in: 'header', description: 'tus metadata (`filename <base64>`, ...).', schema: { type: 'string' } },
    CHECKSUM,
  ],
  requestBody: { required: false, content: { 'application/offset+octet-stream': BINARY } },
  responses: {
    '201': {
      description: 'The upload exists; send its bytes to `Location`.',
      headers: {
        Location: { description: 'The upload: a path (`/api/projects/{projectId}/uploads/{uploadId}`).', schema: { type: 'string' }, required: true },
        'Upload-Offset': { description: 'Bytes received with this request (creation-with-upload).', schema: { type: 'integer' } },
        'Content-Location': IMAGE_LOCATION,
      },
    },
  },
  refusals: [
    { status: 413, when: `\`Upload-Length\` is over ${UPLOAD_MAX_BYTES / MB} MB.` },
    { status: 415, when: 'The completed upload is not an image.' },
  ],
};

export const TUS_HEAD: HandlerDoc = {
  operationId: 'getResumableUploadOffset',
  summary: 'How much of an upload has arrived',
  access: 'edit_drafts (write)',
  parameters: [TUS_RESUMABLE],
  responses: {
    '200': {
      description: 'The offset to resume from.',
      headers: {
        'Upload-Offset': OFFSET_HEADER,
        'Upload-Length': { description: 'The size of the whole file.', schema: { type: 'integer' } },
        'Content-Location': IMAGE_LOCATION,
      },
    },
  },
};

export const TUS_PATCH: HandlerDoc = {
  operationId: 'appendToResumableUpload',
  summary: 'Send the next bytes of an upload',
  description: 'From `Upload-Offset` on. The last chunk completes the upload: its answer names the image in `Content-Location` (so does a repeat of it).',
  access: 'edit_drafts (write)',
  parameters: [
    TUS_RESUMABLE,
    { name: 'Upload-Offset', in: 'header', required: true, description: 'Where these bytes start: the offset the upload is at.', schema: { type: 'integer' } },
    CHECKSUM,
  ],
  requestBody: { required: true, content: { 'application/offset+octet-stream': BINARY } },
  responses: {
    '204': { description: 'The bytes are stored.', headers: { 'Upload-Offset': OFFSET_HEADER, 'Content-Location': IMAGE_LOCATION } },
    '460': { description: 'The chunk does not match its `Upload-Checksum`: it was discarded.', content: TUS_ERROR },
  },
  refusals: [
    { status: 409, when: '`Upload-Offset` is not where the upload is.' },
    { status: 413, when: `The upload would grow over its length (at most ${UPLOAD_MAX_BYTES / MB} MB).` },
    { status: 415, when: 'The body is not `application/offset+octet-stream`, or the completed upload is not an image.' },
  ],
};

export const TUS_DELETE: HandlerDoc = {
  operationId: 'terminateResumableUpload',
  summary: 'Abandon an upload',
  access: 'edit_drafts (write)',
  parameters: [TUS_RESUMABLE],
  responses: { '204': { description: 'The upload and its bytes are gone.' } },
};

export const TUS_UPLOAD_OPTIONS: HandlerDoc = { ...TUS_OPTIONS, operationId: 'describeResumableUpload' };

const MEDIA_ANSWERS = {
  '200': {
    description: 'The bytes, cached for good (`Cache-Control: public, max-age=31536000, immutable`).',
    headers: { ETag: { description: "The bytes' tag, for revalidation.", schema: { type: 'string' } } },
    content: { 'image/*': BINARY },
  },
  '304': { description: 'Not modified (`If-None-Match` matched).' },
  '404': { description: 'No such image.', content: json(ErrorBody) },
} as const;

export const SERVE_MEDIA: HandlerDoc = {
  operationId: 'getMediaFile',
  summary: "An image's bytes",
  description: 'Public: the deployed site links to it.',
  responses: MEDIA_ANSWERS,
};

export const SERVE_MEDIA_HEAD: HandlerDoc = { ...SERVE_MEDIA, operationId: 'headMediaFile', summary: "An image's headers" };

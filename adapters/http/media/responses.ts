import * as t from 'io-ts';
import { IMAGE_IN_USE, IMAGE_IS_FAVICON, IMAGE_IS_LOGO } from '../../../application/media/media-errors.js';
import type { Refusal } from '../routing/operation-doc.js';
import { errorWith, Integer, NextCursor, Timestamp } from '../response-codecs.js';

export const Image = t.type(
  {
    /** The same bytes uploaded twice are the same image. */
    id: t.string,
    /** Where the bytes are served: `/media/<project_id>/<image_id>.<ext>`, public, cached for good. */
    url: t.string,
    content_type: t.string,
    bytes: Integer,
    width: Integer,
    height: Integer,
    /** SHA-256 of the bytes, hex. */
    sha256: t.string,
    created_at: Timestamp,
  },
  'Image',
);

export const ImageList = t.type({ images: t.array(Image), next_cursor: NextCursor }, 'ImageList');

const ImageInUseError = errorWith('ImageInUseError', { used_by: t.array(t.type({ slug: t.string, language: t.string })) });

export const IMAGE_USED: Refusal = {
  status: 409,
  when: `A live page uses the image (\`${IMAGE_IN_USE}\`); \`used_by\` names those pages.`,
  body: ImageInUseError,
};

export const IMAGE_IS_THE_FAVICON: Refusal = { status: 409, when: `The site shows the image as its icon (\`${IMAGE_IS_FAVICON}\`).` };
export const IMAGE_IS_THE_LOGO: Refusal = { status: 409, when: `The site shows the image as its logo (\`${IMAGE_IS_LOGO}\`).` };

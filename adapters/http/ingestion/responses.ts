import * as t from 'io-ts';
import { SlugCodec } from '../../../domain/pages/slug.js';
import { NextCursor, Timestamp } from '../response-codecs.js';

export const Capture = t.type({ capture_id: t.string, url: t.string, title: t.string, captured_at: Timestamp }, 'Capture');

export const CaptureList = t.type({ captures: t.array(Capture), next_cursor: NextCursor }, 'CaptureList');

/** The draft a capture proposes: the main content as markdown, links made absolute. */
export const Extraction = t.type(
  {
    capture_id: t.string,
    proposal: t.type({
      slug: SlugCodec,
      language: t.string,
      doc_template_id: t.literal('page'),
      metadata: t.type({ title: t.string, description: t.string }),
      content: t.string,
    }),
  },
  'Extraction',
);

/** One image of a saved capture: brought into the project's library, or not (the draft keeps its link). */
const CapturedImage = t.union(
  [
    t.type({ url: t.string, status: t.literal('imported'), image_id: t.string, image_url: t.string }, 'ImportedImage'),
    t.type({ url: t.string, status: t.literal('failed'), error: t.string }, 'FailedImage'),
  ],
  'CapturedImage',
);

export const SavedCapture = t.type({ draftId: t.string, slug: t.string, language: t.string, images: t.readonlyArray(CapturedImage) }, 'SavedCapture');

import * as t from 'io-ts';
import { Integer, nullable, Timestamp } from '../response-codecs.js';

export const CreatedPreviewLink = t.type(
  {
    id: t.string,
    /** Opens without an account (its token is shown only here). */
    url: t.string,
    expires_at: Timestamp,
    max_views: nullable(Integer),
    views: Integer,
  },
  'CreatedPreviewLink',
);

export const PreviewLinkList = t.type(
  {
    preview_links: t.readonlyArray(
      t.type(
        {
          id: t.string,
          draft_id: nullable(t.string),
          release_id: nullable(t.string),
          expires_at: Timestamp,
          max_views: nullable(Integer),
          /** Pages opened through it so far. */
          views: Integer,
          created_by: t.string,
          created_at: Timestamp,
        },
        'PreviewLink',
      ),
    ),
  },
  'PreviewLinkList',
);

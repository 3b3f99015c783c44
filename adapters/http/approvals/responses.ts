import * as t from 'io-ts';
import { Integer, Timestamp } from '../response-codecs.js';

/** A draft approved for publishing at one revision (a later save withdraws it). */
export const DraftApproval = t.type(
  { draft_id: t.string, project_id: t.string, revision: Integer, approved_by: t.string, approved_at: Timestamp },
  'DraftApproval',
);

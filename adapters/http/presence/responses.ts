import * as t from 'io-ts';
import { nullable, Timestamp } from '../response-codecs.js';

export const TakeOver = t.type(
  {
    draft_id: t.string,
    /** Who holds the draft now: the person, and their stream when one was named. */
    by: t.type({ user_id: t.string, name: t.string, session_id: nullable(t.string) }),
    at: Timestamp,
  },
  'TakeOver',
);

import * as t from 'io-ts';
import { TRANSFER_STATUSES } from '../../../domain/telephony/transfer.js';
import { NextCursor, nullable, Timestamp } from '../response-codecs.js';

const Transfer = t.type(
  {
    id: t.string,
    status: t.keyof(Object.fromEntries(TRANSFER_STATUSES.map((s) => [s, null])) as Record<(typeof TRANSFER_STATUSES)[number], null>),
    user_id: t.string,
    /** The phone call transferred; null for a web visitor. */
    caller_call_id: nullable(t.string),
    /** E.164. */
    manager_phone: t.string,
    /** Why it ended without a conversation (`busy`, `no-answer`, ...). */
    reason: nullable(t.string),
    created_at: Timestamp,
    updated_at: Timestamp,
    ended_at: nullable(Timestamp),
  },
  'Transfer',
);

export const TransferList = t.type({ transfers: t.array(Transfer), next_cursor: NextCursor }, 'TransferList');

import * as t from 'io-ts';
import { addressLimitMessage, projectBudgetMessage } from '../../../domain/live/live-access.js';
import { dailyLimitMessage } from '../../../domain/live/live-session.js';
import { CARD_LABEL_KEYS } from '../../../domain/translation/labels.js';
import { PRONOUN_KEYS } from '../../../domain/profile/pronoun-keys.js';
import type { Refusal } from '../routing/operation-doc.js';
import { nullable, Timestamp } from '../response-codecs.js';

const keysOf = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, t.string])) as Record<K, t.StringC>;
const oneOf = <K extends string>(keys: readonly K[]) => t.keyof(Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>);

/**
 * Where the token opens the voice connection: the Gemini Live API's WebSocket for ephemeral
 * tokens (`VOICE_PROVIDER=gemini`), or the service's own embedded endpoint `/api/live/voice`
 * (`local`, a scripted agent); the token goes in its `access_token` query parameter. `model` is
 * what the connection's `setup` message names.
 */
const VoiceConnection = t.type({ url: t.string, model: t.string }, 'VoiceConnection');

export const LiveSession = t.intersection(
  [
    t.type({
      /** Ephemeral voice session token: valid 30 minutes, single use. */
      token: t.string,
      /** The agent's opening line ("" when none is configured). */
      greeting: t.string,
      voice: t.string,
      connection: VoiceConnection,
    }),
    t.partial({
      /**
       * A public visitor's token (only on a project open to the public, for a caller without a
       * member's ID token): send it as `Authorization: Bearer <visitor_token>` to run tools, to
       * resume, and to start again as the same visitor (same profile). Lives 24 hours.
       */
      visitor_token: t.string,
      /** When the visitor token stops working. */
      visitor_expires_at: Timestamp,
    }),
  ],
  'LiveSession',
);

/** The profile card the browser renders; it always replaces the earlier one in place (`card_id`). */
const ProfileCard = t.type(
  {
    type: t.literal('card'),
    card_id: t.literal('profile_card'),
    template_id: t.literal('profile_card_v1'),
    dir: t.union([t.literal('ltr'), t.literal('rtl')]),
    data: t.type({
      first_name: nullable(t.string),
      last_name: nullable(t.string),
      pronoun: oneOf(PRONOUN_KEYS),
      /** E.164. */
      phone: nullable(t.string),
      contact_email: nullable(t.string),
      language: t.string,
      /** The language's name in English. */
      language_label: t.string,
    }),
    /** Translated labels of the card's fields (English when no translation is stored). */
    labels: t.type(keysOf(CARD_LABEL_KEYS)),
    pronoun_labels: t.type(keysOf(PRONOUN_KEYS)),
  },
  'ProfileCard',
);

/** `result` is what the agent speaks; `widget` comes when the card should appear or update. */
export const ToolResult = t.intersection([t.type({ result: t.string }), t.partial({ widget: ProfileCard })], 'ToolResult');

export const DAILY_QUOTA: Refusal = {
  status: 429,
  when:
    `The user's daily live-session quota is used up (\`${dailyLimitMessage(5)}\`); for a public visitor, the project's daily budget of public ` +
    `sessions (\`${projectBudgetMessage(20)}\`) or its address's daily limit (\`${addressLimitMessage(20)}\`). \`Retry-After\` is the time to the next UTC midnight.`,
};

import { INVALID_SIGNATURE } from '../../../application/telephony/webhook-request.js';
import type { HandlerDoc, ParameterDoc, Refusal } from '../routing/operation-doc.js';

const SIGNATURE: ParameterDoc = {
  name: 'X-Twilio-Signature',
  in: 'header',
  required: true,
  description: 'The provider’s signature of `PUBLIC_BASE_URL` + the path (with its query string) and the form parameters.',
  schema: { type: 'string' },
};

const FORM = { required: true, content: { 'application/x-www-form-urlencoded': { type: 'object' } } } as const;

const REFUSALS: readonly Refusal[] = [
  { status: 403, when: `The signature does not sign this request (\`${INVALID_SIGNATURE}\`).` },
  { status: 413, when: 'The form is over 64 KB.' },
  { status: 415, when: 'The body is not form-encoded.' },
];

const TWIML = { 'text/xml': { type: 'string' } } as const;

const FOR_THE_PROVIDER = 'Called by the telephony provider (Twilio), authenticated by its signature, not by a credential.';

export const VOICE_WEBHOOK: HandlerDoc = {
  operationId: 'answerIncomingCall',
  summary: 'Telephony: an incoming call',
  description: `${FOR_THE_PROVIDER} The \`To\` number selects the project (its live-agent \`phone_number\`); the answer is TwiML that connects the live agent.`,
  parameters: [SIGNATURE],
  requestBody: FORM,
  responses: { '200': { description: 'TwiML.', content: TWIML } },
  refusals: [...REFUSALS, { status: 400, when: 'The form does not describe a call.' }],
};

export const HOLD_WEBHOOK: HandlerDoc = {
  operationId: 'answerTransferHold',
  summary: 'Telephony: the transfer room’s wait music',
  description: `${FOR_THE_PROVIDER} What a caller hears while the manager is being called.`,
  parameters: [SIGNATURE],
  requestBody: FORM,
  responses: { '200': { description: 'TwiML.', content: TWIML } },
  refusals: REFUSALS,
};

export const TRANSFER_STATUS_WEBHOOK: HandlerDoc = {
  operationId: 'receiveTransferStatus',
  summary: 'Telephony: progress of a call to the manager',
  description: `${FOR_THE_PROVIDER} Status callbacks of the manager’s call leg; they move the transfer on (GET /transfers shows it).`,
  parameters: [SIGNATURE],
  requestBody: FORM,
  responses: { '204': { description: 'Recorded.' }, '200': { description: 'TwiML.', content: TWIML } },
  refusals: REFUSALS,
};

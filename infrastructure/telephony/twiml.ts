import { createRequire } from 'node:module';
import type VoiceResponse from 'twilio/lib/twiml/VoiceResponse.js';
import { BACK_TO_AGENT_MESSAGE, HOLD_MESSAGE, NO_AGENT_MESSAGE, type AgentStream, type CallScript } from '../../domain/telephony/call.js';

/**
 * The TwiML builder alone (the SDK's entry point would load its whole REST client too),
 * required on the first call's TwiML rather than at start-up: with its XML builder it is about
 * 13 MB that an instance without telephony traffic never needs.
 */
let builder: typeof VoiceResponse | undefined;
const newVoiceResponse = (): VoiceResponse => new (builder ??= createRequire(import.meta.url)('twilio/lib/twiml/VoiceResponse.js') as typeof VoiceResponse)();

type SayLanguage = NonNullable<VoiceResponse.SayAttributes['language']>;

/** Twilio's public hold music, the one its own conference wait URL plays. */
const HOLD_MUSIC_URL = 'https://com.twilio.music.classical.s3.amazonaws.com/BusyStrings.mp3';

/**
 * The `<Say>` language for a project language: Twilio wants language-REGION (`fr` → `fr-FR`,
 * by the language's likely region). Tags Twilio would not know still pass: Twilio falls back
 * to its default voice rather than failing the call.
 */
function sayLanguage(tag: string): SayLanguage {
  try {
    const locale = new Intl.Locale(tag).maximize();
    return (locale.region === undefined ? locale.language : `${locale.language}-${locale.region}`) as SayLanguage;
  } catch {
    return 'en-US';
  }
}

/** Connects the call to the voice agent's stream, or apologises and hangs up when there is none. */
function toAgent(response: VoiceResponse, stream: AgentStream | null, language: string): void {
  if (stream === null) {
    response.say({ language: sayLanguage(language) }, NO_AGENT_MESSAGE);
    response.hangup();
    return;
  }
  const media = response.connect().stream({ url: stream.url });
  for (const [name, value] of Object.entries(stream.parameters)) media.parameter({ name, value });
}

/** The markup for a webhook's answer. */
export function scriptTwiml(script: CallScript): string {
  const response = newVoiceResponse();
  switch (script.kind) {
    case 'agent':
      if (script.greeting.trim() !== '') response.say({ language: sayLanguage(script.language) }, script.greeting);
      toAgent(response, script.stream, script.language);
      break;
    case 'hold':
      response.say({ language: sayLanguage(script.language) }, HOLD_MESSAGE);
      response.play({ loop: 0 }, HOLD_MUSIC_URL);
      break;
    case 'unavailable':
      response.say({ language: sayLanguage(script.language) }, script.message);
      response.hangup();
      break;
  }
  return response.toString();
}

/**
 * The caller's call moved into the transfer room: on hold (the wait URL) until the manager
 * joins and starts the conference; when the conference ends, back to the voice agent.
 */
export function conferenceTwiml(room: string, holdUrl: string, stream: AgentStream | null, language: string): string {
  const response = newVoiceResponse();
  response.dial().conference({ waitUrl: holdUrl, waitMethod: 'POST', startConferenceOnEnter: false, endConferenceOnExit: true, beep: 'false' }, room);
  toAgent(response, stream, language);
  return response.toString();
}

/** The caller taken out of the room, back to the voice agent (the manager did not answer). */
export function backToAgentTwiml(stream: AgentStream | null, language: string): string {
  const response = newVoiceResponse();
  response.say({ language: sayLanguage(language) }, BACK_TO_AGENT_MESSAGE);
  toAgent(response, stream, language);
  return response.toString();
}

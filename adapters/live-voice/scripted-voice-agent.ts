import { randomBytes } from 'node:crypto';
import type { VoiceAgent, VoiceAgentBrief, VoiceAgentListener, VoiceAgentSession } from '../../application/live/voice-agent.js';
import { answerFromTool } from './scripted-agent.js';
import { synthesise } from './speech.js';

/** What the offline agent tells a caller it is, and the one thing it understands on a phone. */
const PHONE_NOTE = 'This is the offline scripted agent, not a voice AI: it hears no speech. Press 0 to be put through to the manager.';

/**
 * The embedded default of the voice agent a phone call is bridged to (VOICE_PROVIDER=local):
 * the offline scripted agent, in-process. It hears no speech (the caller's audio is taken and
 * dropped); it greets with the project's greeting, says what it is, puts the caller through to
 * the manager on the key 0 (a `transfer_to_manager` call, run by the service), and answers
 * every tool's result in its own words, as tones (speech.ts).
 */
export class ScriptedVoiceAgent implements VoiceAgent {
  async connect(brief: VoiceAgentBrief, listener: VoiceAgentListener): Promise<VoiceAgentSession> {
    let open = true;
    const say = (text: string) => {
      if (open) for (const chunk of synthesise(text)) listener.speak(chunk);
    };
    const offered = new Set(brief.tools.map((tool) => tool.name));
    // Spoken once the caller's side has the session: as a voice AI's first words arrive.
    setImmediate(() => {
      say(brief.greeting.trim() === '' ? 'Hello! How can I help you today?' : brief.greeting);
      say(PHONE_NOTE);
    });
    return {
      hear: () => undefined,
      press: (digit) => {
        if (digit === '0' && offered.has('transfer_to_manager')) {
          listener.interrupted();
          listener.toolCall({ id: `call-${randomBytes(6).toString('hex')}`, name: 'transfer_to_manager', args: {} });
        } else say(PHONE_NOTE);
      },
      answerTool: (_id, name, response) => say(answerFromTool(name, response)),
      close: () => {
        open = false;
      },
    };
  }
}

import type { Project } from '../../domain/projects/project.js';
import type { AgentToolDeclaration, VoiceAgentBrief } from '../live/voice-agent.js';

/**
 * What the voice agent is told when it answers a phone call: who it is, the public's tools
 * (a caller is one of the public), and the turn that opens the call or picks it up again.
 */

const CALLER_TOOLS: readonly AgentToolDeclaration[] = [
  {
    name: 'update_profile',
    description: 'Saves what the caller says about themselves (name, pronouns, phone, email, language). With no arguments it reads back what is saved.',
    parameters: {
      first_name: 'First name, as the caller says it.',
      last_name: 'Last name, as the caller says it.',
      pronoun: 'Pronouns in any natural form.',
      phone: 'Phone number, in any form.',
      contact_email: 'Email address.',
      language: 'The language to talk in: its name in any language, or a BCP-47 code.',
    },
    required: [],
  },
  {
    name: 'ask',
    description: "Searches the business's website for the answer to the caller's question. Use it before answering questions about the business.",
    parameters: { question: "The caller's question, in their words." },
    required: ['question'],
  },
  {
    name: 'answer',
    description: 'Records a question the website did not answer, with the answer you gave, for a manager to review.',
    parameters: { question: 'The question.', answer: 'The answer you gave.' },
    required: ['question', 'answer'],
  },
  {
    name: 'transfer_to_manager',
    description: "Puts the caller through to the business's manager by phone. Use it when the caller asks for a person.",
    parameters: {},
    required: [],
  },
];

const CALLER_INSTRUCTION =
  'You are the voice assistant of this business, answering a phone call. Be brief and friendly: the caller only hears you. ' +
  'Answer questions about the business with the `ask` tool, never from guesswork. Keep the caller’s details with `update_profile` when they tell ' +
  'you their name, pronouns, phone, email or language, and continue in a language the result names. When they ask for a person, use ' +
  '`transfer_to_manager`. If a tool answers with an error, apologise in plain words.';

/** The turn that answers the call: the project's greeting, in the agent's own voice. */
const callOpening = (greeting: string): string =>
  greeting.trim() === ''
    ? 'A caller has phoned the business. Greet them briefly and ask how you can help.'
    : `A caller has phoned the business. Greet them by saying: ${greeting.trim()}`;

/** The turn after the agent's connection was lost and made again during the call. */
export const CALL_RESUMED = 'The connection was interrupted and is back. Tell the caller briefly that you are back, then carry on.';

export const callerBrief = (project: Project): VoiceAgentBrief => ({
  voice: project.settings.live_agent.voice,
  greeting: project.settings.live_agent.greeting,
  language: project.default_language,
  instructions: CALLER_INSTRUCTION,
  tools: CALLER_TOOLS,
  opening: callOpening(project.settings.live_agent.greeting),
});

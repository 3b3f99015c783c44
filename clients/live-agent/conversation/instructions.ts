import type { FunctionDeclaration } from './protocol.js';

/**
 * What the agent tells the voice AI: who it is, the tools it may call (the service's standard
 * live tools, run by `POST /api/live/tools/execute`), and the prompts that open a conversation
 * and pick it up after a reconnection. The service's offline scripted agent recognises these
 * prompts by their wording (adapters/live-voice/scripted-agent.ts): change both together.
 */

const text = (description: string) => ({ type: 'STRING' as const, description });

export const LIVE_TOOLS: readonly FunctionDeclaration[] = [
  {
    name: 'update_profile',
    description:
      'Saves what the visitor says about themselves and shows their profile card. Call it with no arguments to show the card. After a language change, continue in the new language, as the result says.',
    parameters: {
      type: 'OBJECT',
      properties: {
        first_name: text('First name, as the visitor says it.'),
        last_name: text('Last name, as the visitor says it.'),
        pronoun: text('Pronouns in any natural form (she/her, he, they, non-binary, ...).'),
        phone: text('Phone number, in any form.'),
        contact_email: text('Email address.'),
        language: text('The language to talk in: its name in any language, or a BCP-47 code.'),
      },
    },
  },
  {
    name: 'ask',
    description: "Searches this website's pages for the answer to the visitor's question. Use it before answering questions about the business.",
    parameters: { type: 'OBJECT', properties: { question: text("The visitor's question, in their words.") }, required: ['question'] },
  },
  {
    name: 'answer',
    description: "Records a question the website did not answer, with the answer you gave, for the site's FAQ (a manager reviews it before it is published).",
    parameters: {
      type: 'OBJECT',
      properties: { question: text('The question.'), answer: text('The answer you gave.') },
      required: ['question', 'answer'],
    },
  },
  {
    name: 'transfer_to_manager',
    description: 'Calls the business manager by phone and joins them to this conversation. Use it when the visitor asks for a person.',
    parameters: { type: 'OBJECT', properties: {} },
  },
];

export const SYSTEM_INSTRUCTION =
  "You are the live voice assistant of this website, talking with a visitor. Be brief and friendly. Answer questions about the business with the `ask` tool, never from guesswork. Keep the visitor's profile with `update_profile` when they tell you their name, pronouns, phone, email or language. When a tool's result tells you to continue in another language, do so. If a tool answers with an error, apologise in plain words and offer to try again.";

/** The turn that starts a conversation: the project's greeting, spoken by the agent. */
export const openingPrompt = (greeting: string): string =>
  greeting.trim() === ''
    ? 'The visitor has opened the conversation. Greet them briefly and ask how you can help.'
    : `The visitor has opened the conversation. Greet them by saying: ${greeting.trim()}`;

/** The turn after a reconnection: a fresh session, told what the page already knows. */
export function resumePrompt(profile: Readonly<Record<string, unknown>> | null): string {
  const known = profile === null ? '' : ` What you know of the visitor so far: ${JSON.stringify(profile)}.`;
  return `The connection was interrupted and is back. Tell the visitor briefly that you are back, then carry on.${known}`;
}

/**
 * The embedded endpoint's agent: a fixed script, not a language model. It understands no
 * speech; it reads typed text (`realtimeInput.text` or a `clientContent` turn) and answers a
 * few phrases, turning some into tool calls that the browser forwards to
 * `/api/live/tools/execute` as it would a voice AI's. Everything it says, it says as words
 * (the output transcription) and as tones (speech.ts).
 */
export type AgentAction =
  | { readonly kind: 'say'; readonly text: string }
  | { readonly kind: 'call'; readonly name: string; readonly args: Readonly<Record<string, unknown>> }
  /** Announce the end of the connection (goAway), then drop it: how a developer tries the reconnection. */
  | { readonly kind: 'drop' }
  | { readonly kind: 'hang_up' };

export const OFFLINE_NOTE =
  'This is the offline scripted agent, not a voice AI: it hears no speech. Type “my name is …”, “switch to Arabic”, “call the manager”, a question, or “goodbye”.';
const NOT_UNDERSTOOD = `I did not understand that. ${OFFLINE_NOTE}`;

const say = (text: string): AgentAction => ({ kind: 'say', text });
const call = (name: string, args: Readonly<Record<string, unknown>> = {}): AgentAction => ({ kind: 'call', name, args });

type Rule = readonly [RegExp, (match: RegExpExecArray) => AgentAction[]];

/**
 * The phrases, first match wins. The first three answer what the browser agent itself sends
 * (clients/live-agent/conversation/instructions.ts): the opening turn with the project's
 * greeting, the opening without one, and the turn after a reconnection.
 */
const RULES: readonly Rule[] = [
  [/greet them by saying:\s*(.+)$/is, (m) => [say(m[1]!.trim()), say(OFFLINE_NOTE)]],
  [/\bgreet them\b/i, () => [say('Hello! How can I help you today?'), say(OFFLINE_NOTE)]],
  [/\bconnection was interrupted\b/i, () => [say('I am back. Where were we?')]],
  [/\bsimulate a (?:dropped connection|drop)\b/i, () => [say('Dropping the connection now, as asked.'), { kind: 'drop' }]],
  [/\b(?:goodbye|bye|end the call|hang up)\b/i, () => [say('Goodbye!'), { kind: 'hang_up' }]],
  [/\b(?:call|talk to|speak to|speak with|get)(?: the| a)? (?:manager|person|human|someone)\b/i, () => [call('transfer_to_manager')]],
  [
    /\bmy name is ([\p{L}'’-]+)(?:\s+([\p{L}'’-]+))?/iu,
    (m) => [call('update_profile', m[2] === undefined ? { first_name: m[1] } : { first_name: m[1], last_name: m[2] })],
  ],
  [/\b(?:switch|change)(?: the language)?(?: to| into)\s+([\p{L}]+)/iu, (m) => [call('update_profile', { language: m[1] })]],
  [/^(?:please\s+)?speak\s+([\p{L}]+)/iu, (m) => [call('update_profile', { language: m[1] })]],
  [/\bmy (?:e-?mail(?: address)?) is\s+(\S+?)[.!]?$/i, (m) => [call('update_profile', { contact_email: m[1] })]],
  [/\bmy (?:phone(?: number)?|number) is\s+(\+?[\d][\d ().-]{3,})/i, (m) => [call('update_profile', { phone: m[1]!.trim() })]],
  [/\bmy pronouns are\s+(.+?)[.!]?$/i, (m) => [call('update_profile', { pronoun: m[1] })]],
  [/\b(?:show|what is|what's|whats) my profile\b/i, () => [call('update_profile')]],
  // A question mark in any script ("?", Arabic "؟", full-width "？"), or a question's first word in English.
  [/[?؟？]\s*$|^(?:what|how|where|when|who|why|which|do|does|can|is|are)\b/i, (m) => [call('ask', { question: m.input.trim() })]],
];

/** What the agent does on hearing `utterance`, given the tools the page offered in its setup. */
export function replyTo(utterance: string, offered: ReadonlySet<string>): AgentAction[] {
  const text = utterance.trim();
  if (text === '') return [];
  for (const [pattern, act] of RULES) {
    const match = pattern.exec(text);
    if (match === null) continue;
    // A model calls only the tools it was given: so does the script.
    return act(match).map((action) =>
      action.kind === 'call' && !offered.has(action.name) ? say(`The page did not offer the ${action.name} tool, so I cannot do that.`) : action,
    );
  }
  return [say(NOT_UNDERSTOOD)];
}

/**
 * What the agent says with a tool's answer. A tool's `result` is written for the model (what
 * was saved, the passages to answer from, what to do next), not for the person: the agent
 * answers from it in its own words, as a voice AI would, and never reads it out. An error is
 * the service's own words for people, and is said as such.
 */
export function answerFromTool(tool: string, response: Readonly<Record<string, unknown>>): string {
  const { output, error } = response;
  if (typeof error === 'string' && error !== '') return `That did not work: ${error}`;
  const result = typeof output === 'string' ? output : '';
  // A result that gives the words to say (a session's spent allowance): the agent says them.
  const words = TELL_THE_CALLER.exec(result);
  if (words !== null) return words[1]!;
  switch (tool) {
    case 'ask':
      return answerFromPassages(result);
    case 'update_profile':
      return answerFromProfile(result);
    case 'answer':
      return /^(Recorded|This question and answer are already)/.test(result)
        ? 'Thank you, I have passed that on to the team.'
        : 'I could not note that down just now. Please try again a little later.';
    case 'transfer_to_manager':
      return answerFromTransfer(result);
    default:
      return 'Done.';
  }
}

/** `Tell the caller…: "<words>"` ends a result that says what to say (domain/live/tool-allowance.ts). */
const TELL_THE_CALLER = /Tell the caller[^"]*: "([^"]+)"$/;

/** `ask`'s passages are numbered lines: `1. From the page "Title" (slug: …): quote`. */
const PASSAGE = /^\d+\. From the page "(.+?)" \([^)]*\): (.+)$/gm;

function answerFromPassages(result: string): string {
  const passages = [...result.matchAll(PASSAGE)].slice(0, 2);
  if (passages.length > 0) {
    const [first, second] = passages;
    const told = `Here is what the page "${first![1]}" says: ${first![2]}`;
    return second === undefined ? told : `${told} And the page "${second[1]}": ${second[2]}`;
  }
  if (result.startsWith('Could not search')) return 'Sorry, I did not catch the question. Could you ask it again?';
  return 'I could not find that on this website. If you know the answer, tell me and I will pass it on to the team.';
}

const FIELD_WORDS: Readonly<Record<string, string>> = {
  first_name: 'first name',
  last_name: 'last name',
  pronoun: 'pronouns',
  phone: 'phone number',
  contact_email: 'email address',
  language: 'language',
};

/** "a", "a and b", "a, b and c". */
const inWords = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** `update_profile` says what it saved, what it could not take (each reason starts with the field), and a language change. */
function answerFromProfile(result: string): string {
  const sentences: string[] = [];
  if (result.startsWith('Current profile:')) sentences.push('Here is your profile.');
  const saved = /Saved (.+?)\./.exec(result);
  if (saved !== null) sentences.push(`Thank you, I have saved your ${saved[1]}.`);
  const refused = /Not accepted: (.+?)\. Ask/.exec(result);
  if (refused !== null) {
    const fields = refused[1]!.split('; ').map((reason) => FIELD_WORDS[/^\w+/.exec(reason)?.[0] ?? ''] ?? 'answer');
    sentences.push(`Sorry, I could not take your ${inWords([...new Set(fields)])}. Could you say it again?`);
  }
  const language = /Language set to (.+?) \(/.exec(result);
  if (language !== null) sentences.push(`I have switched to ${language[1]}.`);
  return sentences.length > 0 ? sentences.join(' ') : 'Done.';
}

function answerFromTransfer(result: string): string {
  if (result.startsWith('The manager is being called'))
    return 'I am calling the manager now. Please hold on; if nobody answers, I will be right back with you.';
  if (result.startsWith('The manager is already being called')) return 'The manager is already being called. Please stay on the line.';
  if (result.startsWith('The caller is already connected')) return 'You are already connected with the manager.';
  return 'I cannot put you through to the manager right now. I can take a message for the team instead.';
}

/**
 * The live agent's words (the launcher's and the conversation frame's), in English here and in
 * the languages of the site theme in `translations.ts`, a chunk of its own loaded only for
 * another language. The launcher's three (`title`, `talk`, `lead`) are the theme's own
 * (`liveAgent`, `talkWithUs`, `liveAgentLead` of infrastructure/site/render/theme/strings.ts):
 * the published page carries them, and a test holds both tables together.
 */
export interface AgentStrings {
  readonly title: string;
  readonly talk: string;
  readonly lead: string;
  readonly close: string;
  readonly signInHeading: string;
  /** The states, as the status says them. */
  readonly idle: string;
  readonly signIn: string;
  readonly connecting: string;
  readonly listening: string;
  readonly speaking: string;
  readonly reconnecting: string;
  readonly ended: string;
  readonly refused: string;
  readonly start: string;
  readonly again: string;
  readonly retry: string;
  readonly mute: string;
  readonly unmute: string;
  readonly end: string;
  readonly typeLabel: string;
  readonly send: string;
  readonly log: string;
  readonly you: string;
  readonly agent: string;
}

export const ENGLISH: AgentStrings = {
  title: 'Live agent',
  talk: 'Talk with us',
  lead: 'Ask a question, or tell us about yourself: by voice, or by typing.',
  close: 'Close the live agent',
  signInHeading: 'Sign in to talk with the agent',
  idle: 'Ready to talk',
  signIn: 'Sign in to talk',
  connecting: 'Connecting…',
  listening: 'Listening',
  speaking: 'Speaking',
  reconnecting: 'Reconnecting…',
  ended: 'Conversation ended',
  refused: 'Could not start',
  start: 'Start talking',
  again: 'Start again',
  retry: 'Try again',
  mute: 'Mute',
  unmute: 'Unmute',
  end: 'End conversation',
  typeLabel: 'Type a message',
  send: 'Send',
  log: 'Conversation',
  you: 'You',
  agent: 'Agent',
};

/** A language's words and writing direction. */
export interface Speech {
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  readonly strings: AgentStrings;
}

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

const primary = (tag: string): string => tag.split('-')[0]!.toLowerCase();

/** The words of `tag` (English for a language the theme does not speak), loading the other languages' chunk when needed. */
export async function speechOf(tag: string): Promise<Speech> {
  const language = primary(tag);
  const dir = RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
  if (language === '' || language === 'en') return { lang: tag || 'en', dir, strings: ENGLISH };
  const { TRANSLATIONS } = await import('./translations.js');
  const strings = TRANSLATIONS[language];
  return strings === undefined ? { lang: 'en', dir: 'ltr', strings: ENGLISH } : { lang: tag, dir, strings };
}

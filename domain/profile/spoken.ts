import { englishLanguageName } from '../translation/language-info.js';
import type { ProfileArgs } from './profile-args.js';
import type { Profile, ProfileField } from './profile.js';

/**
 * The `result` text the voice agent speaks after `update_profile`. English: the agent speaks
 * the conversation's language and rephrases it. It never repeats a rejected value verbatim,
 * so odd input cannot make its way into the agent's instructions.
 */

const FIELD_WORDS: Readonly<Record<ProfileField, string>> = {
  first_name: 'first name',
  last_name: 'last name',
  pronoun: 'pronouns',
  phone: 'phone number',
  contact_email: 'email',
  language: 'language',
};

const PRONOUN_WORDS = { she_her: 'she/her', he_him: 'he/him', they_them: 'they/them', unspecified: 'not specified' } as const;

/** "a", "a and b", "a, b and c". */
function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "French (fr)". */
const languageInWords = (tag: string): string => `${englishLanguageName(tag)} (${tag})`;

function describeProfile(profile: Profile): string {
  const value = (v: string | null) => v ?? 'not set';
  return (
    `Current profile: first name ${value(profile.first_name)}, last name ${value(profile.last_name)}, ` +
    `pronouns ${PRONOUN_WORDS[profile.pronoun]}, phone number ${value(profile.phone)}, ` +
    `email ${value(profile.contact_email)}, language ${languageInWords(profile.language)}.`
  );
}

const SAFE_KEY = /^[A-Za-z0-9_. -]{1,40}$/;
const MAX_LISTED = 5;

function ignoredInWords(keys: readonly string[]): string {
  const safe = keys.filter((key) => SAFE_KEY.test(key)).slice(0, MAX_LISTED);
  const others = keys.length - safe.length;
  const listed = others > 0 ? [...safe, `${others} other${others === 1 ? '' : 's'}`] : safe;
  return `Ignored unknown argument${keys.length === 1 ? '' : 's'}: ${listInWords(listed)}.`;
}

export function spokenResult(args: ProfileArgs, profile: Profile): string {
  const saved = (Object.keys(args.changes) as ProfileField[]).filter((field) => field !== 'language');
  const sentences: string[] = [];
  if (Object.keys(args.changes).length === 0 && args.rejected.length === 0) sentences.push(describeProfile(profile));
  if (saved.length > 0) sentences.push(`Saved ${listInWords(saved.map((field) => FIELD_WORDS[field]))}.`);
  if (args.rejected.length > 0) {
    const reasons = args.rejected.map((r) => r.reason).join('; ');
    const prefix = Object.keys(args.changes).length === 0 ? 'Nothing was saved. ' : '';
    sentences.push(`${prefix}Not accepted: ${reasons}. Ask the caller to say ${args.rejected.length === 1 ? 'it' : 'them'} again.`);
  }
  if (args.ignored.length > 0) sentences.push(ignoredInWords(args.ignored));
  if (args.changes.language !== undefined) {
    const name = englishLanguageName(profile.language);
    sentences.push(`Language set to ${languageInWords(profile.language)}. Continue the conversation in ${name}.`);
  }
  return sentences.join(' ');
}

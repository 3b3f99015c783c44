import * as E from 'fp-ts/lib/Either.js';
import { invalid, type AppError } from '../shared/errors.js';
import { fold } from './fold.js';
import { isPronoun, type Pronoun } from './pronoun-keys.js';
import { PRONOUN_PHRASES, PRONOUN_WORDS } from './pronoun-forms.js';

/** Longer input is not a pronoun anyone says; refusing it early keeps folding cheap. */
const MAX_INPUT_LENGTH = 100;
/** Words around a pronoun that are neither filler nor pronouns ("she/her, thanks"). */
const MAX_UNKNOWN_WORDS = 2;

/** Words that only frame the answer ("my pronouns are she/her", "use he him please"). */
const FILLER = new Set(['my', 'pronoun', 'pronouns', 'are', 'is', 'use', 'please', 'i', 'am', 'im', 'prefer', 'go', 'by']);

const foldKeys = (table: Readonly<Record<string, Pronoun>>): Map<string, Pronoun> =>
  new Map(Object.entries(table).map(([form, key]) => [fold(form, '/').replace(/\s*\/\s*/g, '/'), key]));

interface Tables {
  readonly phrases: Map<string, Pronoun>;
  readonly words: Map<string, Pronoun>;
  /** Multi-word phrases as " a b c " (slashes as spaces), longest first, for containment. */
  readonly contained: ReadonlyArray<readonly [string, Pronoun]>;
}

let tables: Tables | null = null;

function loadTables(): Tables {
  const phrases = foldKeys(PRONOUN_PHRASES);
  const contained = [...phrases]
    .map(([form, key]) => [` ${form.replace(/\//g, ' ')} `, key] as const)
    .filter(([form]) => form.trim().includes(' '))
    .sort((a, b) => b[0].length - a[0].length);
  return { phrases, words: foldKeys(PRONOUN_WORDS), contained };
}

/**
 * Maps what a person says ("she", "her", "She/Her", "they them", "non-binary", "enby",
 * "prefer not to say", "elle", "él", "sie/ihr", "iel", "hen", ...) to a pronoun key: the whole
 * answer first, then a known phrase inside it ("I'd rather not say"), then each word in order,
 * so "she/they" reads as `she_her`. Null and empty text clear the pronoun (`unspecified`).
 * Never throws: anything unreadable is a `Left` saying what was expected.
 */
export function normalizePronoun(raw: unknown): E.Either<AppError, Pronoun> {
  if (raw === null) return E.right('unspecified');
  if (typeof raw !== 'string') return E.left(invalid('pronoun must be a word such as she, he or they'));
  if (raw.length > MAX_INPUT_LENGTH) return E.left(invalid('pronoun is too long'));
  if (isPronoun(raw)) return E.right(raw);
  const folded = fold(raw.replace(/_/g, ' '), '/')
    .replace(/\s*\/\s*/g, '/')
    .replace(/^\/+|\/+$/g, '');
  if (folded === '') return E.right('unspecified');
  tables ??= loadTables();
  const { phrases, words, contained } = tables;

  const whole = phrases.get(folded) ?? words.get(folded);
  if (whole !== undefined) return E.right(whole);

  const spaced = ` ${folded.replace(/\//g, ' ')} `;
  const phrase = contained.find(([form]) => spaced.includes(form));
  if (phrase !== undefined) return E.right(phrase[1]);

  // Word by word only in a short answer: in a sentence, short words of other languages
  // ("on", "el", "er") stand for something else ("it depends on the weather").
  const tokens = spaced.split(' ').filter((token) => token !== '' && !FILLER.has(token));
  const unknown = tokens.filter((token) => !words.has(token)).length;
  const first = tokens.find((token) => words.has(token));
  if (first !== undefined && unknown <= MAX_UNKNOWN_WORDS) return E.right(words.get(first)!);
  return E.left(invalid('pronoun was not understood (say she/her, he/him, they/them or none)'));
}

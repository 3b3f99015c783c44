import type { Match } from '../knowledge/search.js';

/**
 * The share of a question's words the best passage must answer (itself, a synonym, a derivation
 * or a misspelling of each) for the question to count as answered: half. Below it the passage
 * shares a word or two with the question but may well be about something else ("can I bring my
 * dog inside" and a page saying "we bring bread to your door").
 */
const ANSWERED_COVERAGE = 0.5;

/**
 * Whether `ask` answered the question from the site's pages, judged on the passages it found:
 * the one place this is decided. `nothing`: no passage shares a word with it (the agent says it
 * does not know); `weak`: the best passage answers less than half its words (the agent gets the
 * passages, told they may not answer). Both go to the team's list of unanswered questions.
 */
export function answeredOrNot(matches: readonly Match[]): 'answered' | 'weak' | 'nothing' {
  if (matches.length === 0) return 'nothing';
  return Math.max(...matches.map((match) => match.coverage)) >= ANSWERED_COVERAGE ? 'answered' : 'weak';
}

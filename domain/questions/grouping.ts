/**
 * Which group a question joins: the one whose words overlap its own the most, when they
 * overlap enough. Pure: the stores call it inside their recording transaction, with the
 * groups sharing at least one word with the question.
 */

/** Jaccard similarity (shared words over all words) a question needs with a group's words to join it. */
export const SIMILARITY_TO_JOIN = 0.5;

/**
 * The most groups a question is weighed against: the most recently asked of those sharing a
 * word with it. Recording stays one small transaction however many groups a project holds.
 */
export const GROUP_CANDIDATES_MAX = 200;

/** A group as grouping sees it. */
export interface GroupCandidate {
  readonly id: string;
  readonly words: readonly string[];
  readonly last_asked_at: string;
}

/** Shared words over all words of the two sets (0 when both are empty). */
export function similarity(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  const all = left.size + right.size - shared;
  return all === 0 ? 0 : shared / all;
}

/**
 * The group `words` joins: the most similar at or above `SIMILARITY_TO_JOIN`, the most
 * recently asked on a tie (then the smallest id, so every store picks the same); null for a
 * new group. Languages are not compared: a group lists every language it was asked in, and
 * words of different languages rarely coincide except where they mean the same (a name, a
 * loanword such as "parking" or "wifi"), which is what the team answers once.
 */
export function groupFor(words: readonly string[], candidates: readonly GroupCandidate[]): string | null {
  let best: { candidate: GroupCandidate; score: number } | null = null;
  for (const candidate of candidates) {
    const score = similarity(words, candidate.words);
    if (score < SIMILARITY_TO_JOIN) continue;
    if (best === null || score > best.score || (score === best.score && before(best.candidate, candidate))) best = { candidate, score };
  }
  return best?.candidate.id ?? null;
}

/** Whether `b` wins a tie against `a`: asked more recently, else the smaller id. */
const before = (a: GroupCandidate, b: GroupCandidate): boolean => b.last_asked_at > a.last_asked_at || (b.last_asked_at === a.last_asked_at && b.id < a.id);

/**
 * Whether `a` and `b` are at most `max` edits apart (Damerau-Levenshtein with adjacent
 * transpositions, the optimal string alignment variant: "delivry" and "dleivery" are one edit
 * from "delivery"). Bounded: gives up as soon as every alignment of a row costs more than `max`,
 * so comparing a word against thousands costs little.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a === b) return true;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return false;
    before = previous;
    previous = current;
  }
  return previous[b.length]! <= max;
}

/** How many edits a misspelt word may have and still be found: none below 5 letters, 1 from 5, 2 from 9 (as Meilisearch's defaults). */
export const typosAllowed = (word: string): 0 | 1 | 2 => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

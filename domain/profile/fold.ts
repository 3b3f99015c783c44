/**
 * Folds free text for lookup: compatibility-normalized, lowercased, accents and other combining
 * marks removed ("Français" → "francais", "ÉL" → "el"), punctuation turned into spaces and runs
 * of spaces collapsed. Keys of lookup tables go through the same fold, so a script whose
 * letters carry marks (Devanagari vowel signs, kana voicing) still matches itself.
 */
export function fold(text: string, keep: string = ''): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(separatorsKeeping(keep), ' ').trim();
}

/** One pattern per set of kept characters, built once: fold runs per word on hot paths (search). */
const separatorPatterns = new Map<string, RegExp>();
function separatorsKeeping(keep: string): RegExp {
  let pattern = separatorPatterns.get(keep);
  if (pattern === undefined) {
    const allowed = keep.replace(/[\\\]^-]/g, '\\$&');
    pattern = new RegExp(`[^\\p{L}\\p{N}${allowed}]+`, 'gu');
    separatorPatterns.set(keep, pattern);
  }
  return pattern;
}

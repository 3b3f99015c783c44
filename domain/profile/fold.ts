/**
 * Folds free text for lookup: compatibility-normalized, lowercased, accents and other combining
 * marks removed ("Français" → "francais", "ÉL" → "el"), punctuation turned into spaces and runs
 * of spaces collapsed. Keys of lookup tables go through the same fold, so a script whose
 * letters carry marks (Devanagari vowel signs, kana voicing) still matches itself.
 */
export function fold(text: string, keep: string = ''): string {
  const allowed = keep.replace(/[\\\]^-]/g, '\\$&');
  const separators = new RegExp(`[^\\p{L}\\p{N}${allowed}]+`, 'gu');
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(separators, ' ')
    .trim();
}

import type { PageDocument } from '../pages/page-document.js';
import { fallbackChain, type LanguageFallbacks } from './language-fallbacks.js';

/**
 * The fallback copies of a site: with `ar -> en`, each public English page whose slug has no
 * Arabic page (public or unlisted: an unlisted translation is still the translation) is shown at
 * its Arabic address too. A chain (`ar -> fr -> en`) takes the first language that has the page
 * public. By language, the pages copied there (in slug order, as `publicBySlug` holds them); by
 * slug, the languages showing a copy and the language each shows it in (the switcher's marks).
 */
export function fallbackCopies(
  fallbacks: LanguageFallbacks,
  publicBySlug: ReadonlyMap<string, readonly PageDocument[]>,
  exists: (language: string, slug: string) => boolean,
): { byLanguage: Map<string, PageDocument[]>; bySlug: Map<string, Array<{ language: string; from: string }>> } {
  const byLanguage = new Map<string, PageDocument[]>();
  const bySlug = new Map<string, Array<{ language: string; from: string }>>();
  for (const language of Object.keys(fallbacks).sort()) {
    const chain = fallbackChain(fallbacks, language);
    for (const [slug, published] of publicBySlug) {
      if (exists(language, slug)) continue;
      const source = chain.map((from) => published.find((page) => page.language === from)).find((page) => page !== undefined);
      if (source === undefined) continue;
      const copied = byLanguage.get(language) ?? byLanguage.set(language, []).get(language)!;
      copied.push(source);
      const copies = bySlug.get(slug) ?? bySlug.set(slug, []).get(slug)!;
      copies.push({ language, from: source.language });
    }
  }
  return { byLanguage, bySlug };
}

import { inject, injectable } from 'inversify';
import { EMPTY_GLOSSARY, glossaryRules, type Glossary } from '../../domain/translation/glossary.js';
import { pageParts } from '../../domain/translation/page-parts.js';
import { hasProse } from '../../domain/translation/protected-text.js';
import { DocumentTranslator, GlossaryStore, MarkdownProse } from './ports.js';
import type { PageToTranslate, PageTranslationOutcome, PageTranslator, TranslatedPage } from './page-translator.js';

/**
 * The PageTranslator: splits the page into segments (form values by field type, the body's prose
 * blocks), protects markup and the project's glossary terms with placeholders, sends the
 * segments with prose to the configured provider in batches, and puts the page back together.
 * A batch that fails fails the whole page (nothing partial comes back). A segment whose answer
 * lost a placeholder keeps its source text and its part is listed in `left_to_translate`: a
 * person finishes it rather than a link or a code span being silently damaged.
 */
@injectable()
export class TranslatePage implements PageTranslator {
  constructor(
    @inject(GlossaryStore) private readonly glossaries: GlossaryStore,
    @inject(DocumentTranslator) private readonly provider: DocumentTranslator,
    @inject(MarkdownProse) private readonly markdown: MarkdownProse,
  ) {}

  async translate(
    page: PageToTranslate,
    languages: { readonly from: string; readonly to: string },
    progress?: (done: number, total: number) => void,
  ): Promise<PageTranslationOutcome> {
    try {
      const glossary = await this.glossary(page.project_id);
      const parts = pageParts(page, (source) => this.markdown.blocks(source), glossaryRules(glossary, languages.to));
      const segments = parts.flatMap((part) => part.segments);
      const toSend = segments.filter(hasProse);
      const translated = new Map<(typeof segments)[number], string | null>();
      for (let start = 0; start < toSend.length; start += this.provider.batchSize) {
        const batch = toSend.slice(start, start + this.provider.batchSize);
        const outcome = await this.provider.translateSegments(
          batch.map((segment) => segment.text),
          languages,
        );
        if (outcome.kind === 'failed') return outcome;
        if (outcome.kind === 'offline') break;
        batch.forEach((segment, i) => translated.set(segment, outcome.texts[i] ?? null));
        progress?.(start + batch.length, toSend.length);
      }
      const metadata: Record<string, unknown> = { ...page.metadata };
      const left: string[] = [];
      let content = page.content;
      for (const part of parts) {
        // A segment without prose (an image alone, a number) was not sent: its source is its translation.
        const rebuilt = part.rebuild(part.segments.map((segment) => (hasProse(segment) ? (translated.get(segment) ?? null) : segment.text)));
        if (!rebuilt.intact) left.push(part.key);
        if (part.key === 'content') content = rebuilt.value as string;
        else metadata[part.key] = rebuilt.value;
      }
      const translatedPage: TranslatedPage = { metadata, content, left_to_translate: left };
      return { kind: 'translated', page: translatedPage };
    } catch (error) {
      return { kind: 'failed', failure: { cause: 'unavailable', reason: `Translation stopped: ${error instanceof Error ? error.message : String(error)}` } };
    }
  }

  private async glossary(projectId: string): Promise<Glossary> {
    return (await this.glossaries.find(projectId)) ?? EMPTY_GLOSSARY;
  }
}

import type { Metadata } from '../pages/metadata.js';
import { STANDARD_FIELDS, type FieldType, type TemplateField } from '../templates/template.js';
import type { GlossaryRule } from './glossary.js';
import { protectInlineMarkdown } from './inline-markdown.js';
import { protectPlainText, restoreProtected, type ProtectedText, type TextRange } from './protected-text.js';

/**
 * The prose of one markdown block (a paragraph, a heading, a list item, a table cell) as ranges
 * of the source, one per line: what lies between two ranges (a line break, the next line's
 * `> ` or indentation) is the block's structure and is kept as it is.
 */
export type ProseBlock = readonly TextRange[];

/** Finds the prose blocks of a markdown document; everything outside them is kept byte for byte. */
export type FindProse = (markdown: string) => readonly ProseBlock[];

/** A translatable part of a page: a metadata key, or `content` for the body. */
export interface PagePart {
  readonly key: string;
  readonly segments: readonly ProtectedText[];
  /** The part with each segment's translation (placeholders still in), or the source where a translation is null. */
  rebuild(translations: readonly (string | null)[]): { readonly value: unknown; readonly intact: boolean };
}

/** Field types whose values are words: each tag is one segment, markdown as the body is. */
const TRANSLATABLE: ReadonlySet<FieldType> = new Set(['text', 'textarea', 'markdown', 'tags']);

/** The parts of a page to translate, in form order then the body; select, boolean, date, url and image values are copied as they are. */
export function pageParts(
  page: { readonly metadata: Metadata; readonly content: string; readonly fields: readonly TemplateField[] },
  findProse: FindProse,
  rules: readonly GlossaryRule[],
): PagePart[] {
  // Every template has a title and a description (first), whether or not the fields given list them.
  const standard = STANDARD_FIELDS.map((field) => page.fields.find((f) => f.key === field.key) ?? field);
  const fields = [...standard, ...page.fields.filter((f) => !standard.includes(f))].filter((f) => TRANSLATABLE.has(f.type));
  const parts: PagePart[] = [];
  for (const field of fields) {
    const value = page.metadata[field.key];
    if (field.type === 'tags' && Array.isArray(value) && value.every((tag) => typeof tag === 'string')) parts.push(tagsPart(field.key, value, rules));
    else if (field.type === 'markdown' && typeof value === 'string') parts.push(markdownPart(field.key, value, findProse, rules));
    else if (typeof value === 'string' && field.type !== 'tags') parts.push(textPart(field.key, value, rules));
  }
  parts.push(markdownPart('content', page.content, findProse, rules));
  return parts;
}

function textPart(key: string, value: string, rules: readonly GlossaryRule[]): PagePart {
  const segment = protectPlainText(value, rules);
  return { key, segments: [segment], rebuild: ([translated]) => restoredOr(segment, translated ?? null, value) };
}

function tagsPart(key: string, tags: readonly string[], rules: readonly GlossaryRule[]): PagePart {
  const segments = tags.map((tag) => protectPlainText(tag, rules));
  return {
    key,
    segments,
    rebuild: (translations) => {
      const each = segments.map((segment, i) => restoredOr(segment, translations[i] ?? null, tags[i]!));
      return { value: each.map((tag) => tag.value), intact: each.every((tag) => tag.intact) };
    },
  };
}

function restoredOr(segment: ProtectedText, translated: string | null, source: string): { value: string; intact: boolean } {
  const restored = translated === null ? null : restoreProtected(translated, segment.slots);
  return restored === null ? { value: source, intact: false } : { value: restored, intact: true };
}

/**
 * A markdown document's prose blocks as segments; rebuilt, the document is the source with each
 * block's range replaced by its translation, so code, HTML, front matter and every address are
 * the source's byte for byte.
 */
export function markdownPart(key: string, source: string, findProse: FindProse, rules: readonly GlossaryRule[]): PagePart {
  const blocks = findProse(source).filter((block) => block.length > 0);
  const regions = blocks.map((block) => ({ start: block[0]!.start, end: block[block.length - 1]!.end }));
  const segments = blocks.map((block, i) => {
    const region = regions[i]!;
    const kept = block.slice(1).map((line, j) => ({ start: block[j]!.end - region.start, end: line.start - region.start }));
    return protectInlineMarkdown(source.slice(region.start, region.end), kept, rules);
  });
  return {
    key,
    segments,
    rebuild: (translations) => {
      let value = '';
      let at = 0;
      let intact = true;
      regions.forEach((region, i) => {
        const sourceText = source.slice(region.start, region.end);
        const restored = restoredOr(segments[i]!, translations[i] ?? null, sourceText);
        intact &&= restored.intact;
        value += source.slice(at, region.start) + restored.value;
        at = region.end;
      });
      return { value: value + source.slice(at), intact };
    },
  };
}

import type { Metadata } from '../../domain/pages/metadata.js';
import type { PageDocument, Visibility } from '../../domain/pages/page-document.js';
import type { DocTemplate } from '../../domain/templates/template.js';
import type { TranslationOf } from '../../domain/translation/translation-of.js';

export type DraftAction = 'existing_draft' | 'cloned_from_live';

/** The open (and read) response of Edit Mode: the draft and the template that renders its form. */
export interface DraftView {
  readonly draftId: string;
  readonly revision: number;
  readonly action: DraftAction;
  readonly doc: {
    readonly slug: string;
    readonly language: string;
    readonly visibility: Visibility;
    readonly metadata: Metadata;
    readonly content: string;
    readonly doc_template_id: string;
    readonly translation_of: TranslationOf | null;
  };
  readonly template: DocTemplate;
}

export const draftView = (draft: PageDocument, template: DocTemplate, action: DraftAction): DraftView => ({
  draftId: draft.id,
  revision: draft.revision,
  action,
  doc: {
    slug: draft.slug,
    language: draft.language,
    visibility: draft.visibility,
    metadata: draft.metadata,
    content: draft.content,
    doc_template_id: draft.doc_template_id,
    translation_of: draft.translation_of,
  },
  template,
});

/** What save, discard and restore answer. */
export interface DraftWriteResult {
  readonly success: true;
  readonly draftId: string;
  /** The draft's revision after the write (absent after a discard): send it with the next save. */
  readonly revision?: number;
}

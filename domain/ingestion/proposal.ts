import type { Slug } from '../pages/slug.js';
import { canonicalLanguageTag } from '../shared/language-tag.js';
import type { Capture } from './capture.js';
import { slugFromUrl } from './slug-from-url.js';

/** What the extraction of a page found (markdown already cleaned and made absolute). */
export interface ExtractedPage {
  readonly title: string | null;
  readonly description: string | null;
  /** The page's own `lang`, as written (untrusted: checked here). */
  readonly language: string | null;
  readonly markdown: string;
}

/** The template a captured page proposes: a general markdown page. */
const PROPOSAL_TEMPLATE = 'page';

/** The draft a capture proposes: where it would go, in which language, with what content. */
export interface Proposal {
  readonly slug: Slug;
  readonly language: string;
  readonly doc_template_id: typeof PROPOSAL_TEMPLATE;
  readonly metadata: { readonly title: string; readonly description: string };
  readonly content: string;
}

export function proposalOf(capture: Capture, page: ExtractedPage, defaultLanguage: string): Proposal {
  const title = page.title?.trim() || capture.title;
  return {
    slug: slugFromUrl(capture.url, title),
    language: (page.language !== null && canonicalLanguageTag(page.language)) || defaultLanguage,
    doc_template_id: PROPOSAL_TEMPLATE,
    metadata: { title, description: page.description?.trim() ?? '' },
    content: page.markdown,
  };
}

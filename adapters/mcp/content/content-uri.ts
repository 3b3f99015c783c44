import { isSlug } from '../../../domain/pages/slug.js';

/** What a `content://` URI names (the fifth wave's URIs, api-contract.md). */
export type ContentTarget =
  | { readonly kind: 'page'; readonly projectId: string; readonly language: string; readonly slug: string }
  | { readonly kind: 'draft'; readonly projectId: string; readonly draftId: string }
  | { readonly kind: 'template'; readonly projectId: string; readonly templateId: string }
  | { readonly kind: 'site'; readonly projectId: string }
  | { readonly kind: 'history'; readonly projectId: string };

const PREFIX = 'content://projects/';
/** Ids, template ids and language tags: letters, digits, `-` and `_` (never `/`, which separates parts). */
const ID = /^[A-Za-z0-9_-]{1,200}$/;

export function contentUri(target: ContentTarget): string {
  const project = `${PREFIX}${target.projectId}`;
  switch (target.kind) {
    case 'page':
      return `${project}/pages/${target.language}/${target.slug}`;
    case 'draft':
      return `${project}/drafts/${target.draftId}`;
    case 'template':
      return `${project}/templates/${target.templateId}`;
    case 'site':
      return `${project}/site`;
    case 'history':
      return `${project}/history`;
  }
}

/** The target a URI names, or null for anything that is not exactly one of the five shapes. */
export function parseContentUri(uri: string): ContentTarget | null {
  if (!uri.startsWith(PREFIX)) return null;
  const [projectId, kind, ...rest] = uri.slice(PREFIX.length).split('/');
  if (projectId === undefined || !ID.test(projectId)) return null;
  const one = rest.length === 1 && ID.test(rest[0]!) ? rest[0]! : null;
  switch (kind) {
    case 'pages': {
      const [language, ...slugParts] = rest;
      const slug = slugParts.join('/');
      // The slug keeps its own slashes (`blog/hello`): everything after the language is the slug.
      return language !== undefined && ID.test(language) && isSlug(slug) ? { kind: 'page', projectId, language, slug } : null;
    }
    case 'drafts':
      return one === null ? null : { kind: 'draft', projectId, draftId: one };
    case 'templates':
      return one === null ? null : { kind: 'template', projectId, templateId: one };
    case 'site':
    case 'history':
      return rest.length === 0 ? { kind, projectId } : null;
    default:
      return null;
  }
}

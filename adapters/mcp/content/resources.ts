import * as E from 'fp-ts/lib/Either.js';
import {
  ProtocolError,
  ProtocolErrorCode,
  ResourceNotFoundError,
  type ListResourcesResult,
  type ReadResourceResult,
  type Resource,
} from '@modelcontextprotocol/server';
import { isDraft, type PageDocument } from '../../../domain/pages/page-document.js';
import type { AppError } from '../../../domain/shared/errors.js';
import type { ContentReads, ReadableProject } from './content-reads.js';
import { contentUri, parseContentUri, type ContentTarget } from './content-uri.js';
import { pageMarkdown } from './page-markdown.js';

const MARKDOWN = 'text/markdown';
const JSON_TYPE = 'application/json';

/** Where `resources/list` goes on: a project and its page list's cursor. */
interface ListPosition {
  readonly project: string;
  readonly cursor: string;
}
const encodePosition = (position: ListPosition) => Buffer.from(JSON.stringify(position)).toString('base64url');
function decodePosition(cursor: string): ListPosition {
  try {
    const position = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as ListPosition;
    if (typeof position.project === 'string' && typeof position.cursor === 'string') return position;
  } catch {
    // Falls through to the refusal: a cursor this server did not give out.
  }
  throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Invalid cursor');
}

/** A use case's refusal as a JSON-RPC error: a 404 (another project's id included) is the resource's absence. */
export function refusal(error: AppError): ProtocolError {
  if (error._tag === 'NotFound') return new ResourceNotFoundError(error.message);
  return new ProtocolError(error._tag === 'Internal' ? ProtocolErrorCode.InternalError : ProtocolErrorCode.InvalidParams, error.message);
}

const unwrap = <T>(answer: E.Either<AppError, T>): T => {
  if (E.isLeft(answer)) throw refusal(answer.left);
  return answer.right;
};

function documentResource(project: ReadableProject, doc: PageDocument): Resource {
  const draft = isDraft(doc);
  const title = typeof doc.metadata.title === 'string' ? doc.metadata.title : doc.slug;
  return {
    uri: contentUri(
      draft ? { kind: 'draft', projectId: project.id, draftId: doc.id } : { kind: 'page', projectId: project.id, language: doc.language, slug: doc.slug },
    ),
    name: `${doc.language}/${doc.slug}${draft ? ' (draft)' : ''}`,
    title,
    description: `${draft ? 'Draft of' : 'Live page'} /${doc.slug} (${doc.language}) in ${project.name}, revision ${doc.revision}`,
    mimeType: MARKDOWN,
    annotations: { lastModified: doc.updated_at },
  };
}

/**
 * `resources/list`: per project the caller reads, its site, history and templates, then its
 * pages (and drafts, for credentials that may read them) a hundred at a time; `nextCursor`
 * goes on with the same project's next hundred.
 */
export async function listResources(reads: ContentReads, cursor: string | undefined): Promise<ListResourcesResult> {
  const projects = unwrap(await reads.projects());
  const from = cursor === undefined ? undefined : decodePosition(cursor);
  const start = from === undefined ? 0 : projects.findIndex((project) => project.id === from.project);
  if (start < 0) throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Invalid cursor');
  const resources: Resource[] = [];
  for (const project of projects.slice(start)) {
    const resuming = from !== undefined && project.id === from.project;
    if (!resuming) resources.push(...(await projectResources(reads, project)));
    const list = unwrap(await reads.pages(project.id, resuming ? { cursor: from.cursor } : {}));
    const shown = reads.mayReadDrafts(project) ? list.pages : list.pages.filter((doc) => !isDraft(doc));
    resources.push(...shown.map((doc) => documentResource(project, doc)));
    if (list.next_cursor !== null) return { resources, nextCursor: encodePosition({ project: project.id, cursor: list.next_cursor }) };
  }
  return { resources };
}

async function projectResources(reads: ContentReads, project: ReadableProject): Promise<Resource[]> {
  const templates = unwrap(await reads.templates(project.id)).templates;
  const site = { kind: 'site', projectId: project.id } as const;
  const history = { kind: 'history', projectId: project.id } as const;
  return [
    { uri: contentUri(site), name: `${project.name}: site`, title: `${project.name}: site and navigation`, mimeType: JSON_TYPE },
    { uri: contentUri(history), name: `${project.name}: publish history`, title: `${project.name}: publish history`, mimeType: JSON_TYPE },
    ...templates.map((template) => ({
      uri: contentUri({ kind: 'template', projectId: project.id, templateId: template.id }),
      name: `template ${template.id}`,
      title: template.name,
      description: template.description,
      mimeType: JSON_TYPE,
    })),
  ];
}

/** `resources/read`: the target's use case (its access check decides), shaped as its URI's kind says. */
export async function readResource(reads: ContentReads, uri: string): Promise<ReadResourceResult> {
  const target = parseContentUri(uri);
  if (target === null) throw new ResourceNotFoundError(`Unknown resource: ${uri}`);
  return { contents: await contentsOf(reads, target, uri) };
}

async function contentsOf(reads: ContentReads, target: ContentTarget, uri: string): Promise<ReadResourceResult['contents']> {
  const json = (value: unknown, lastModified?: string) => ({
    uri,
    mimeType: JSON_TYPE,
    text: JSON.stringify(value),
    ...(lastModified !== undefined && { _meta: { lastModified } }),
  });
  switch (target.kind) {
    case 'page': {
      const page = unwrap(await reads.livePage(target.projectId, target.language, target.slug));
      return documentContents(uri, page, page, { translation_state: await reads.translationState(page) });
    }
    case 'draft': {
      const draft = unwrap(await reads.draft(target.projectId, target.draftId));
      return documentContents(uri, draft.doc, draft.read);
    }
    case 'template':
      return [json(unwrap(await reads.template(target.projectId, target.templateId)))];
    case 'site':
      return [json(unwrap(await reads.site(target.projectId)))];
    case 'history': {
      const history = unwrap(await reads.history(target.projectId));
      return [json(history, history.history[0]?.published_at)];
    }
  }
}

/**
 * Markdown first (what a model reads), then the REST answer as JSON; both carry the revision's
 * time, and a live page where it stands as a translation (`translation_state`).
 */
function documentContents(uri: string, doc: PageDocument, rest: unknown, standing: { translation_state?: string } = {}): ReadResourceResult['contents'] {
  const _meta = { lastModified: doc.updated_at, revision: doc.revision, ...standing };
  return [
    { uri, mimeType: MARKDOWN, text: pageMarkdown(doc, standing), _meta },
    { uri, mimeType: JSON_TYPE, text: JSON.stringify(rest), _meta },
  ];
}

import * as E from 'fp-ts/lib/Either.js';
import type { CompleteRequestParams, CompleteResult } from '@modelcontextprotocol/server';
import { isDraft } from '../../../domain/pages/page-document.js';
import type { ContentReads } from './content-reads.js';

/** MCP's most values in one completion. */
const MAX_VALUES = 100;
/** Slugs are offered from two letters on: one letter matches most of a site. */
const SLUG_MIN = 2;

type Candidates = (reads: ContentReads, projectId: string, context: Readonly<Record<string, string>>) => Promise<readonly string[]>;

const unique = (values: readonly string[]) => [...new Set(values)];
const orNone = <T>(answer: E.Either<unknown, readonly T[]>): readonly T[] => (E.isRight(answer) ? answer.right : []);

const languages: Candidates = async (reads, projectId) => {
  const projects = orNone(await reads.projects());
  const project = projects.find((p) => p.id === projectId);
  const pages = orNone(await reads.scanPages(projectId));
  return unique([...(project === undefined ? [] : [project.default_language]), ...pages.map((page) => page.language)]);
};

/**
 * What each argument or template variable naming something of a project completes from: the
 * same reads the resources make, so a credential is offered only what it could read.
 */
const CANDIDATES: Readonly<Record<string, Candidates>> = {
  language: languages,
  source_language: languages,
  target_language: languages,
  slug: async (reads, projectId, context) => {
    const language = context.language ?? context.source_language;
    const pages = orNone(await reads.scanPages(projectId, language === undefined ? {} : { language }));
    return unique(pages.filter((page) => !isDraft(page)).map((page) => page.slug));
  },
  template_id: async (reads, projectId) => {
    const list = await reads.templates(projectId);
    return E.isRight(list) ? list.right.templates.map((template) => template.id) : [];
  },
  draft_id: async (reads, projectId) => {
    const project = orNone(await reads.projects()).find((p) => p.id === projectId);
    // A member's page list carries drafts it may not open: offer them only to those who may.
    if (project === undefined || !reads.mayReadDrafts(project)) return [];
    return orNone(await reads.scanPages(projectId, { visibility: 'draft' })).map((draft) => draft.id);
  },
  release_id: async (reads, projectId) => {
    const list = await reads.releases(projectId);
    return E.isRight(list) ? list.right.releases.map((release) => release.id) : [];
  },
  question_id: async (reads, projectId) => {
    const list = await reads.questions(projectId);
    return E.isRight(list) ? list.right.questions.map((group) => group.id) : [];
  },
};

/** `completion/complete` for a prompt's argument or a resource template's variable (both named alike). */
export async function complete(reads: ContentReads, params: CompleteRequestParams): Promise<CompleteResult> {
  const { name, value } = params.argument;
  const context = params.context?.arguments ?? {};
  if (name === 'project_id')
    return completion(
      orNone(await reads.projects()).map((project) => project.id),
      value,
    );
  const candidates = CANDIDATES[name];
  const projectId = reads.projectOf(context.project_id);
  if (candidates === undefined || projectId === undefined) return completion([], value);
  if (name === 'slug' && value.length < SLUG_MIN) return completion([], value);
  return completion(await candidates(reads, projectId, context), value);
}

/** Those starting with what was typed first, then those containing it; at most a hundred. */
function completion(candidates: readonly string[], typed: string): CompleteResult {
  const needle = typed.toLowerCase();
  const starting = candidates.filter((candidate) => candidate.toLowerCase().startsWith(needle));
  const containing = candidates.filter((candidate) => !candidate.toLowerCase().startsWith(needle) && candidate.toLowerCase().includes(needle));
  const values = [...starting, ...containing];
  return { completion: { values: values.slice(0, MAX_VALUES), total: values.length, hasMore: values.length > MAX_VALUES } };
}

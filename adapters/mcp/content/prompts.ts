import * as E from 'fp-ts/lib/Either.js';
import { ProtocolError, ProtocolErrorCode, type GetPromptResult, type PromptMessage } from '@modelcontextprotocol/server';
import { PROMPTS } from './prompt-declarations.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import type { AppError } from '../../../domain/shared/errors.js';
import type { ContentReads } from './content-reads.js';
import { contentUri } from './content-uri.js';
import { pageMarkdown } from './page-markdown.js';
import { refusal } from './resources.js';

type Args = Readonly<Record<string, string>>;

type Build = (reads: ContentReads, projectId: string, args: Args) => Promise<PromptMessage[]>;

const unwrap = <T>(answer: E.Either<AppError, T>): T => {
  if (E.isLeft(answer)) throw refusal(answer.left);
  return answer.right;
};
const text = (value: string): PromptMessage => ({ role: 'user', content: { type: 'text', text: value } });
const embedded = (uri: string, mimeType: string, body: string): PromptMessage => ({
  role: 'user',
  content: { type: 'resource', resource: { uri, mimeType, text: body } },
});
const pageMessage = (projectId: string, page: PageDocument): PromptMessage =>
  embedded(contentUri({ kind: 'page', projectId, language: page.language, slug: page.slug }), 'text/markdown', pageMarkdown(page));

/** A date argument (`2026-12-01` or a full ISO time) as an ISO time. */
function isoDate(value: string, name: string): string {
  const time = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time))
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, `${name} must be a date (YYYY-MM-DD or ISO 8601)`);
  return new Date(time).toISOString();
}

/**
 * The prompts: each reads the project's real content through the use cases (so a credential
 * gets only what it could read) and hands it to the model embedded, with the task and the
 * tools that finish it.
 */
const BUILDERS: Readonly<Record<string, Build>> = {
  draft_page_from_notes: async (reads, projectId, args) => {
    const template = unwrap(await reads.template(projectId, args.template_id!));
    return [
      embedded(contentUri({ kind: 'template', projectId, templateId: template.id }), 'application/json', JSON.stringify(template)),
      text(
        `Write a page in the template "${template.name}" above${args.language === undefined ? '' : ` in ${args.language}`} from these notes:\n\n${args.notes}\n\n` +
          'Give a value for every required field, a short slug, and the body as markdown. Then save it with open_draft and save_draft.',
      ),
    ];
  },
  rewrite_page: async (reads, projectId, args) => {
    const page = unwrap(await reads.livePage(projectId, args.language!, args.slug!));
    const aims = [args.reading_level && `for this reading level: ${args.reading_level}`, args.length && `to this length: ${args.length}`].filter(Boolean);
    return [
      pageMessage(projectId, page),
      text(
        `Rewrite the page above ${aims.length > 0 ? aims.join(' and ') : 'to read more clearly'}. Keep every fact, link and heading's meaning; keep its language. ` +
          `Save it with open_draft { slug: "${page.slug}", language: "${page.language}" } then save_draft with the revision it answers.`,
      ),
    ];
  },
  translate_page: async (reads, projectId, args) => {
    const page = unwrap(await reads.livePage(projectId, args.source_language!, args.slug!));
    return [
      pageMessage(projectId, page),
      text(
        `Translate the page above from ${args.source_language} into ${args.target_language}: its title and other text fields and its markdown body, ` +
          'keeping the markdown, links and product names as they are. Save it as a draft of the same slug in the target language ' +
          `(open_draft { slug: "${page.slug}", language: "${args.target_language}" } then save_draft); nothing goes live until it is published.`,
      ),
    ];
  },
  summarise_changes: async (reads, projectId, args) => {
    const since = isoDate(args.since!, 'since');
    const publishes = unwrap(await reads.history(projectId)).history.filter((publish) => publish.published_at >= since);
    const edited = unwrap(await reads.scanPages(projectId))
      .filter((page) => page.updated_at >= since && page.visibility !== 'draft')
      .map(({ slug, language, revision, updated_at, metadata }) => ({ slug, language, revision, updated_at, title: metadata.title ?? null }));
    return [
      embedded(contentUri({ kind: 'history', projectId }), 'application/json', JSON.stringify({ since, publishes, pages_changed: edited })),
      text(
        `Summarise for the site's team what changed on the site since ${since}, from the publishes and page changes above: what was added, changed and removed, by whom, grouped by topic. Say so plainly if nothing changed.`,
      ),
    ];
  },
  answer_unanswered_question: async (reads, projectId, args) => {
    const question = unwrap(await reads.question(projectId, args.question_id!));
    const hits = unwrap(await reads.search(projectId, question.question, question.language)).results;
    const pages = await Promise.all(hits.map((hit) => reads.livePage(projectId, hit.language, hit.slug)));
    const found = pages.flatMap((page) => (E.isRight(page) ? [pageMessage(projectId, page.right)] : []));
    return [
      text(`Visitors asked (${question.count} times): "${question.question}"\nHow they put it: ${question.asked.map((asked) => `"${asked.text}"`).join(', ')}`),
      ...found,
      text(
        found.length === 0
          ? 'The site has no page near this question. Write a short answer for the FAQ and say which facts a person must confirm first.'
          : 'The closest pages are above. Write a short answer for the FAQ from what they say; where they do not say it, list what a person must confirm rather than guessing.',
      ),
    ];
  },
};

/** `prompts/get`: required arguments checked, then the prompt built from the project's content. */
export async function getPrompt(reads: ContentReads, name: string, args: Args): Promise<GetPromptResult> {
  const prompt = PROMPTS.find((candidate) => candidate.name === name);
  const build = BUILDERS[name];
  if (prompt === undefined || build === undefined) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown prompt: ${name}`);
  const missing = (prompt.arguments ?? []).find((declared) => declared.required === true && (args[declared.name] ?? '').trim() === '');
  if (missing !== undefined) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `${missing.name} is required`);
  const projectId = reads.projectOf(args.project_id);
  if (projectId === undefined) throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'project_id is required');
  return { description: prompt.description, messages: await build(reads, projectId, args) };
}

import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { readQuestion } from '../../../domain/knowledge/faq-entry.js';
import type { PageText } from '../../../domain/knowledge/passages.js';
import { searchPassages, type Match } from '../../../domain/knowledge/search.js';
import { isDraft, type PageDocument } from '../../../domain/pages/page-document.js';
import { PageRepository } from '../../pages/ports.js';
import { ProfileRepository } from '../../profile/ports.js';
import type { LiveTool, ToolContext, ToolOutcome } from '../live-tool.js';

/** Documents read per store call, and at most in all: a voice answer must come back in time. */
const BATCH = 100;
const MAX_DOCUMENTS = 2000;

export const NOTHING_FOUND =
  "Nothing in the project's pages answers this question. Tell the caller you do not know rather than guessing; " +
  'if they know the answer, it can be recorded with the answer tool for a manager to review.';

const titleOf = (page: PageDocument): string => {
  const title = page.metadata.title;
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : page.slug;
};

function spoken(matches: readonly Match[]): string {
  const lines = matches.map(({ passage, quote }, i) => {
    const where = passage.heading !== '' && passage.heading !== passage.title ? `, section "${passage.heading}"` : '';
    return `${i + 1}. From the page "${passage.title}" (slug: ${passage.slug}, ${passage.language}${where}): ${quote}`;
  });
  return `Best matching passages from the project's pages:\n${lines.join('\n')}\nAnswer from these passages only.`;
}

/**
 * `ask` `{ question }`: searches the project's live pages (public and unlisted, never drafts)
 * and answers with the best matching passages, each naming its page title and slug, or says
 * that nothing was found. Passages in the caller's profile language rank first on a tie.
 */
@injectable()
export class AskTool implements LiveTool {
  readonly name = 'ask';

  constructor(
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(ProfileRepository) private readonly profiles: ProfileRepository,
  ) {}

  async run(context: ToolContext, args: Readonly<Record<string, unknown>>): Promise<ToolOutcome> {
    const question = readQuestion(args.question);
    if (E.isLeft(question)) return { result: `Could not search: ${question.left.message}. Ask the caller to repeat the question.` };
    const projectId = context.project.id;
    const [live, profile] = await Promise.all([this.livePages(projectId), this.profiles.find(projectId, context.actor.userId)]);
    const language = profile?.language ?? context.project.default_language;
    const matches = searchPassages(question.right, live, { language });
    return { result: matches.length === 0 ? NOTHING_FOUND : spoken(matches) };
  }

  private async livePages(projectId: string): Promise<PageText[]> {
    const found: PageText[] = [];
    let after: string | undefined;
    for (let read = 0; read < MAX_DOCUMENTS; read += BATCH) {
      const batch = await this.pages.list(projectId, { limit: BATCH, after });
      for (const page of batch) {
        if (!isDraft(page)) found.push({ slug: page.slug, language: page.language, title: titleOf(page), content: page.content });
      }
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1]!.id;
    }
    return found;
  }
}

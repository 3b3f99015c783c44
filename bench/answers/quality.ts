import { isHard, rankedSlugs, type QuestionSet } from './question-set.js';

/** A JSON request to the running service as the bench's owner; throws unless the status is 2xx. */
export type Call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<any>;

interface Miss {
  readonly question: string;
  /** The answering page's slug, or null for a question no page answers. */
  readonly expected: string | null;
  /** The pages the answer quoted, best first (none: it said nothing was found). */
  readonly got: readonly string[];
  readonly hard: boolean;
}

interface Tally {
  /** Questions a page answers, and how many of them share no word with it. */
  readonly questions: number;
  readonly hard: number;
  readonly hitAt1: number;
  readonly hitAt3: number;
  readonly hardHitAt1: number;
  readonly hardHitAt3: number;
  /** Questions no page answers, and how many the agent answered with nothing found. */
  readonly unanswerable: number;
  readonly saidNothingFound: number;
}

export interface LanguageScore extends Tally {
  readonly language: string;
  readonly business: string;
  readonly pages: number;
  /** Every question whose page was not first, and every unanswerable one that quoted a page. */
  readonly misses: readonly Miss[];
}

/**
 * A project in the set's language with the voice module on, its site saved as drafts and
 * published (dry run, then confirm), all through the HTTP API as a site owner's tools do.
 */
export async function publishSite(call: Call, set: QuestionSet): Promise<string> {
  const project = (await call('POST', '/api/projects', { name: `Answers ${set.language}`, default_language: set.language })) as { id: string };
  const at = (path: string) => `/api/projects/${project.id}${path}`;
  await call('PATCH', at('/modules'), { voice: true });
  for (const page of set.pages) {
    await call('POST', at('/docs/edit/save'), {
      draftId: 'new',
      doc_template_id: 'page',
      language: set.language,
      metadata: { slug: page.slug, title: page.title },
      content: page.content,
    });
  }
  const preview = (await call('POST', at('/publish'), {})) as { confirmation_token: string };
  await call('POST', at('/publish/confirm'), { confirmation_token: preview.confirmation_token });
  return project.id;
}

/** The `ask` tool as the live agent calls it, for a member of the project. */
async function ask(call: Call, projectId: string, question: string): Promise<string> {
  const answer = (await call('POST', '/api/live/tools/execute', { tool_name: 'ask', args: { question } }, { 'x-project-id': projectId })) as { result: string };
  return answer.result;
}

/** Asks every question of the set and scores where its answering page came in the answer. */
export async function scoreSet(call: Call, projectId: string, set: QuestionSet): Promise<LanguageScore> {
  const pages = new Map(set.pages.map((page) => [page.slug, page]));
  const tally: { -readonly [K in keyof Tally]: number } = {
    questions: 0,
    hard: 0,
    hitAt1: 0,
    hitAt3: 0,
    hardHitAt1: 0,
    hardHitAt3: 0,
    unanswerable: 0,
    saidNothingFound: 0,
  };
  const misses: Miss[] = [];
  for (const [question, expected] of set.questions) {
    const answer = await ask(call, projectId, question);
    const got = rankedSlugs(answer);
    // An answer that names pages in another form would read as "nothing found" for every question.
    if (got.length === 0 && answer.includes('slug')) throw new Error(`The pages of this answer to "${question}" could not be read: ${answer}`);
    if (expected === null) {
      tally.unanswerable += 1;
      if (got.length === 0) tally.saidNothingFound += 1;
      else misses.push({ question, expected, got, hard: false });
      continue;
    }
    const page = pages.get(expected);
    if (page === undefined) throw new Error(`${set.language}: "${question}" expects the page "${expected}", which the set does not have`);
    const isHardOne = isHard(question, page, set.functionWords);
    const first = got[0] === expected;
    const inTop3 = got.slice(0, 3).includes(expected);
    tally.questions += 1;
    tally.hitAt1 += Number(first);
    tally.hitAt3 += Number(inTop3);
    if (isHardOne) {
      tally.hard += 1;
      tally.hardHitAt1 += Number(first);
      tally.hardHitAt3 += Number(inTop3);
    }
    if (!first) misses.push({ question, expected, got, hard: isHardOne });
  }
  return { language: set.language, business: set.business, pages: set.pages.length, ...tally, misses };
}

const share = (count: number, of: number) => `${count}/${of} (${of === 0 ? 0 : Math.round((100 * count) / of)}%)`;

/** The per-language table, with a line for all languages together. */
export function qualityTable(scores: readonly LanguageScore[]): string {
  const sum = (pick: (score: LanguageScore) => number) => scores.reduce((total, score) => total + pick(score), 0);
  const row = (name: string, pages: string, s: Tally) =>
    `| ${name} | ${pages} | ${share(s.hitAt1, s.questions)} | ${share(s.hitAt3, s.questions)} | ${share(s.hardHitAt1, s.hard)} | ` +
    `${share(s.hardHitAt3, s.hard)} | ${share(s.saidNothingFound, s.unanswerable)} |`;
  const all: Tally = {
    questions: sum((s) => s.questions),
    hard: sum((s) => s.hard),
    hitAt1: sum((s) => s.hitAt1),
    hitAt3: sum((s) => s.hitAt3),
    hardHitAt1: sum((s) => s.hardHitAt1),
    hardHitAt3: sum((s) => s.hardHitAt3),
    unanswerable: sum((s) => s.unanswerable),
    saidNothingFound: sum((s) => s.saidNothingFound),
  };
  return [
    '| language | pages | hit@1 | hit@3 | hard questions: hit@1 | hard: hit@3 | no page answers: said nothing found |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...scores.map((s) => row(s.language, String(s.pages), s)),
    row('all', String(sum((s) => s.pages)), all),
  ].join('\n');
}

/** The misses of each language, one a line: question → expected page, pages the answer quoted. */
export function missList(scores: readonly LanguageScore[]): string {
  return scores
    .map(({ language, misses }) =>
      [
        `${language}: ${misses.length} misses`,
        ...misses.map(
          (m) =>
            `  "${m.question}"${m.hard ? ' (hard)' : ''} → expected ${m.expected ?? 'nothing found'}, got ${m.got.length === 0 ? 'nothing found' : m.got.join(', ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

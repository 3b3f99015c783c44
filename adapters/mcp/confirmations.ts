import * as E from 'fp-ts/lib/Either.js';
import { inputRequired, inputResponse, type CallToolResult, type ClientCapabilities, type InputRequiredResult } from '@modelcontextprotocol/server';
import type { AppError } from '../../domain/shared/errors.js';
import type { ContentReads } from './content/content-reads.js';
import { PROJECT_ID_ARG } from './tool.js';

type Args = Readonly<Record<string, unknown>>;
/** What a person is asked to confirm: a sentence and the pages it touches. */
interface Question {
  readonly message: string;
  readonly pages: readonly string[];
}
type Ask = (reads: ContentReads, projectId: string, args: Args) => Promise<E.Either<AppError, Question>>;

const KEY = 'confirm';
const CONFIRM_SCHEMA = {
  type: 'object' as const,
  properties: { confirm: { type: 'boolean' as const, title: 'Go ahead', description: 'Yes: do it now. No: change nothing.' } },
  required: ['confirm'],
};
const page = (change: { slug: string; language: string }) => `/${change.language}/${change.slug}`;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The tools that publish, run a release or delete: before they go ahead through MCP, a client
 * that declared elicitation is asked to confirm, shown the dry run's pages. The question is
 * made from the same dry run the two-step flow shows (the preview's token, the release's check,
 * the draft itself), so what is confirmed is what happens.
 */
const QUESTIONS: Readonly<Record<string, Ask>> = {
  publish_confirm: async (reads, projectId, args) =>
    E.map(({ changes }: { changes: ReadonlyArray<{ slug: string; language: string; action: string }> }) => ({
      message: `Publish ${changes.length} page(s) and deploy the site?`,
      pages: changes.map((change) => `${change.action} ${page(change)}`),
    }))(await reads.pendingPublish(projectId, str(args.confirmation_token))),
  publish_release: async (reads, projectId, args) =>
    E.map(({ items }: { items: ReadonlyArray<{ action: string; slug: string; language: string }> }) => ({
      message: `Run release ${str(args.release_id)} now (${items.length} item(s)) and deploy the site?`,
      pages: items.map((item) => `${item.action} ${page(item)}`),
    }))(await reads.releaseCheck(projectId, str(args.release_id))),
  discard_draft: async (reads, projectId, args) =>
    E.map(({ read }: { read: { doc: { slug: string; language: string } } }) => ({
      message: 'Delete this draft and its versions? The live page, if any, stays.',
      pages: [`discard ${page(read.doc)}`],
    }))(await reads.draft(projectId, str(args.draftId))),
};

export type Confirmation =
  | { readonly kind: 'go_ahead' }
  | { readonly kind: 'ask'; readonly result: InputRequiredResult }
  | { readonly kind: 'stopped'; readonly result: CallToolResult };

/**
 * Whether a tool call goes ahead: yes for tools that need no confirmation, for clients that
 * cannot be asked (no elicitation capability: the two-step flow stands), and once the person
 * accepted; otherwise the question (an input-required result, which the SDK turns into an
 * `elicitation/create` for the client), or, declined or cancelled, a result saying nothing changed.
 * A question that cannot be made (an unknown token, a missing draft) lets the call go ahead, so
 * the use case refuses it with its own message.
 */
export async function confirmation(
  reads: ContentReads,
  capabilities: ClientCapabilities | undefined,
  responses: Record<string, unknown> | undefined,
  tool: string,
  args: Args,
): Promise<Confirmation> {
  const ask = QUESTIONS[tool];
  if (ask === undefined || capabilities?.elicitation === undefined) return { kind: 'go_ahead' };
  const answer = inputResponse(responses, KEY);
  if (answer.kind === 'elicit') {
    if (answer.action === 'accept' && answer.content?.confirm === true) return { kind: 'go_ahead' };
    const how = answer.action === 'cancel' ? 'cancelled' : 'declined';
    return { kind: 'stopped', result: { content: [{ type: 'text', text: `Nothing changed: the confirmation was ${how}` }], isError: true } };
  }
  const projectId = reads.projectOf(typeof args[PROJECT_ID_ARG] === 'string' ? (args[PROJECT_ID_ARG] as string) : undefined);
  if (projectId === undefined) return { kind: 'go_ahead' };
  const question = await ask(reads, projectId, args);
  if (E.isLeft(question)) return { kind: 'go_ahead' };
  const { message, pages } = question.right;
  const elicit = inputRequired.elicit({ message: `${message}\n${pages.map((line) => `- ${line}`).join('\n')}`, requestedSchema: CONFIRM_SCHEMA });
  return { kind: 'ask', result: inputRequired({ inputRequests: { [KEY]: elicit } }) };
}

import { ConfirmPublish, ConfirmPublishInput } from '../../../application/publishing/confirm-publish.js';
import { GetPublishHistory, GetPublishHistoryInput } from '../../../application/publishing/get-publish-history.js';
import { GetPublishStatus } from '../../../application/publishing/get-publish-status.js';
import { PublishDryRun, PublishDryRunInput } from '../../../application/publishing/publish-dry-run.js';
import { PROJECT } from '../routing/path-params.js';
import { get, post, type Route } from '../routing/route.js';
import { CONFIRM_REFUSALS, PublishHistory, PublishPreview, PublishResult, PublishStatus } from './responses.js';

/** Publishing: the dry run (its answer carries the confirmation token: never cached), the confirm, the history. */
export const publishingRoutes: readonly Route[] = [
  post(`${PROJECT}/publish`, PublishDryRun, {
    body: PublishDryRunInput,
    status: 201,
    noStore: true,
    response: PublishPreview,
    access: 'publish (write)',
    summary: 'Publish: the dry run',
    description:
      'What a confirm would make live, what is blocked (a required template field left empty) and why, which drafts equal their live page ' +
      '(`unchanged`: never promoted), whether the site settings changed since the last deploy, and a confirmation token. ' +
      '`draft_ids` limits it to those drafts. With nothing to promote (`settings_only`), the confirm deploys the current settings. Nothing changes until the confirm.',
  }),
  post(`${PROJECT}/publish/confirm`, ConfirmPublish, {
    body: ConfirmPublishInput,
    response: PublishResult,
    access: 'publish (write)',
    example: { confirmation_token: '<confirmation_token of the dry run>' },
    refusals: CONFIRM_REFUSALS,
    summary: 'Publish: the confirm',
    description:
      "Promotes exactly the dry run's drafts at the revisions it listed, in one atomic step, then deploys the site. " +
      'Repeating a confirm that succeeded answers the same publish again and publishes nothing more.',
  }),
  get(`${PROJECT}/publish/status`, GetPublishStatus, {
    response: PublishStatus,
    access: 'read_content (read)',
    noStore: true,
    description:
      'Whether the site settings (navigation, theme, live agent placement, home pages, domains, template layouts) changed since the site was last deployed, ' +
      'and the newest publish: a dry run and confirm with no draft (`settings_only`) deploys them.',
  }),
  get(`${PROJECT}/publish/history`, GetPublishHistory, {
    query: GetPublishHistoryInput,
    response: PublishHistory,
    access: 'read_content (read)',
    description: 'Newest first.',
  }),
];

import { ConfirmPublish, ConfirmPublishInput } from '../../../application/publishing/confirm-publish.js';
import { GetPublishHistory, GetPublishHistoryInput } from '../../../application/publishing/get-publish-history.js';
import { PublishDryRun, PublishDryRunInput } from '../../../application/publishing/publish-dry-run.js';
import { PROJECT } from '../routing/path-params.js';
import { get, post, type Route } from '../routing/route.js';

/** Publishing: the dry run (its answer carries the confirmation token: never cached), the confirm, the history. */
export const publishingRoutes: readonly Route[] = [
  post(`${PROJECT}/publish`, PublishDryRun, { body: PublishDryRunInput, status: 201, noStore: true }),
  post(`${PROJECT}/publish/confirm`, ConfirmPublish, { body: ConfirmPublishInput }),
  get(`${PROJECT}/publish/history`, GetPublishHistory, { query: GetPublishHistoryInput }),
];

import * as t from 'io-ts';
import { NextCursor, nullable, Timestamp } from '../response-codecs.js';

/** One write, as the activity log shows it. */
export const ActivityItem = t.type(
  {
    id: t.string,
    at: Timestamp,
    /** Who: a user (their email, else their id), an API key (its name), an OAuth client (its name, and the person it acted for). */
    actor: t.type({ kind: t.union([t.literal('user'), t.literal('api_key'), t.literal('oauth_client')]), id: t.string, name: t.string }, 'ActivityActor'),
    /** Through what: the REST API, the MCP endpoint, the service's own pages, or the release scheduler. */
    via: t.union([t.literal('rest'), t.literal('mcp'), t.literal('portal'), t.literal('scheduler')]),
    /** The operation, after its use case (`save_draft`, `confirm_publish`, `publish_release`): the same through REST and MCP. */
    action: t.string,
    /** On what: a kind of resource and its id. */
    target: t.type({ type: t.string, id: nullable(t.string) }, 'ActivityTarget'),
  },
  'ActivityItem',
);

export const ActivityPage = t.type({ activity: t.readonlyArray(ActivityItem), next_cursor: NextCursor }, 'ActivityPage');

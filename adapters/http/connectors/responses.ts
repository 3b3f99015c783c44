import * as t from 'io-ts';
import { nullable, Timestamp } from '../response-codecs.js';

const ConnectorGrant = t.type(
  {
    grant_id: t.string,
    client_id: t.string,
    client_name: nullable(t.string),
    scopes: t.array(t.string),
    created_at: Timestamp,
    last_used_at: nullable(Timestamp),
  },
  'ConnectorGrant',
);

export const Connector = t.type(
  {
    id: t.union([t.literal('claude'), t.literal('other')]),
    name: t.string,
    connected: t.boolean,
    /** The MCP endpoint to give the client. */
    mcp_url: t.string,
    grants: t.array(ConnectorGrant),
  },
  'Connector',
);

export const ConnectorList = t.type({ connectors: t.array(Connector) }, 'ConnectorList');

import { GetConnector } from '../../../application/connectors/get-connector.js';
import { ListConnectors } from '../../../application/connectors/list-connectors.js';
import { RevokeConnectorGrant } from '../../../application/connectors/revoke-connector-grant.js';
import { RevokeConnector } from '../../../application/connectors/revoke-connector.js';
import { del, get, type Route } from '../routing/route.js';

const CONNECTORS = '/api/account/connectors';

/** The caller's OAuth grants by connector (`claude`, `other`): list, show one, revoke all or one. */
export const connectorRoutes: readonly Route[] = [
  get(CONNECTORS, ListConnectors),
  get(`${CONNECTORS}/:connectorId`, GetConnector),
  del(`${CONNECTORS}/:connectorId`, RevokeConnector),
  del(`${CONNECTORS}/:connectorId/grants/:grantId`, RevokeConnectorGrant),
];

import { GetConnector } from '../../../application/connectors/get-connector.js';
import { ListConnectors } from '../../../application/connectors/list-connectors.js';
import { RevokeConnectorGrant } from '../../../application/connectors/revoke-connector-grant.js';
import { RevokeConnector } from '../../../application/connectors/revoke-connector.js';
import { del, get, type Route } from '../routing/route.js';
import { Connector, ConnectorList } from './responses.js';

const CONNECTORS = '/api/account/connectors';

/** The caller's OAuth grants by connector (`claude`, `other`): list, show one, revoke all or one. */
export const connectorRoutes: readonly Route[] = [
  get(CONNECTORS, ListConnectors, { response: ConnectorList, access: 'signed-in user' }),
  get(`${CONNECTORS}/:connectorId`, GetConnector, { response: Connector, access: 'signed-in user' }),
  del(`${CONNECTORS}/:connectorId`, RevokeConnector, {
    access: 'signed-in user',
    description: 'Revokes every grant of the connector: each of their tokens stops working at once.',
  }),
  del(`${CONNECTORS}/:connectorId/grants/:grantId`, RevokeConnectorGrant, { access: 'signed-in user' }),
];

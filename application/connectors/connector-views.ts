import { inject, injectable } from 'inversify';
import { CONNECTORS, type ConnectorId, type ConnectorInfo } from '../../domain/oauth/connectors.js';
import { resourceUrl } from '../../domain/oauth/resources.js';
import { ServiceSettings } from '../shared/service-settings.js';
import { ConnectorGrants, type ConnectorGrant } from './connector-grants.js';

export const CONNECTOR_NOT_FOUND = 'Connector not found';
export const GRANT_NOT_FOUND = 'Grant not found';

/** A connector on the account page: whether it is connected, where it connects, its grants. */
export interface ConnectorView {
  readonly id: ConnectorId;
  readonly name: string;
  readonly connected: boolean;
  /** The MCP endpoint to give the client (`<PUBLIC_BASE_URL>/mcp`). */
  readonly mcp_url: string;
  readonly grants: ConnectorGrant[];
}

/** The user's connectors, each with its grants: what the connector use cases answer. */
@injectable()
export class ConnectorViews {
  constructor(
    @inject(ConnectorGrants) private readonly grants: ConnectorGrants,
    @inject(ServiceSettings) private readonly settings: ServiceSettings,
  ) {}

  async all(userId: string): Promise<ConnectorView[]> {
    const grouped = await this.grants.byConnector(userId);
    return CONNECTORS.map((connector) => this.viewOf(connector, grouped.get(connector.id) ?? []));
  }

  async one(userId: string, connectorId: ConnectorId): Promise<ConnectorView> {
    const grouped = await this.grants.byConnector(userId);
    return this.viewOf(
      CONNECTORS.find((c) => c.id === connectorId)!,
      grouped.get(connectorId) ?? [],
    );
  }

  private viewOf(connector: ConnectorInfo, grants: ConnectorGrant[]): ConnectorView {
    return { id: connector.id, name: connector.name, connected: grants.length > 0, mcp_url: resourceUrl(this.settings.publicBaseUrl, 'mcp'), grants };
  }
}

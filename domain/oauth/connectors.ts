/** The connectors grants are grouped under on the account page. */
export type ConnectorId = 'claude' | 'other';

export interface ConnectorInfo {
  readonly id: ConnectorId;
  readonly name: string;
}

export const CONNECTORS: readonly ConnectorInfo[] = [
  { id: 'claude', name: 'Claude' },
  { id: 'other', name: 'Other MCP clients' },
];

export const isConnectorId = (value: string): value is ConnectorId => CONNECTORS.some((c) => c.id === value);

/** What identifies a client, as registered or as its metadata document says. */
export interface ClientDescription {
  readonly clientId: string;
  readonly clientName: string | null;
  readonly redirectUris: readonly string[];
}

/** Anthropic's domains: Claude's web and desktop apps come back to claude.ai or claude.com. */
const ANTHROPIC_DOMAINS = ['claude.ai', 'claude.com', 'anthropic.com'];

/** An https address on one of Anthropic's domains (or a subdomain of one). */
const onAnthropicHttps = (uri: string): boolean => {
  const url = URL.parse(uri);
  if (url === null || url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return ANTHROPIC_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));
};

/**
 * Which connector a client belongs to: `claude` for Anthropic's clients, `other` for the rest.
 * Recognised only by what a client cannot make up: a client ID metadata document served from
 * Anthropic's domains (the service fetched it from that https address, and the document must
 * name that address as its `client_id`), or redirect URIs that all return to Anthropic's https
 * hosts (a client may register those, but then every code it is given goes to Anthropic, never
 * to it). Never the name a client gives itself: one named "Claude" elsewhere is `other`.
 */
export function connectorOf(client: ClientDescription): ConnectorId {
  if (onAnthropicHttps(client.clientId)) return 'claude';
  if (client.redirectUris.length > 0 && client.redirectUris.every(onAnthropicHttps)) return 'claude';
  return 'other';
}

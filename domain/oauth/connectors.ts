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

const hostOf = (uri: string): string | null => {
  try {
    return new URL(uri).hostname.toLowerCase();
  } catch {
    return null;
  }
};
const isAnthropicHost = (host: string | null): boolean => host !== null && ANTHROPIC_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));

/**
 * Which connector a client belongs to: `claude` for Anthropic's clients (a redirect URI or a
 * client ID metadata document on Anthropic's domains; or a native client, Claude Code or
 * Claude Desktop on loopback redirects, that calls itself Claude), `other` for the rest. A
 * name proves nothing, but the grouping only labels the user's own grants: a client that
 * borrows the name is listed, and revocable, under Claude.
 */
export function connectorOf(client: ClientDescription): ConnectorId {
  if (isAnthropicHost(hostOf(client.clientId))) return 'claude';
  if (client.redirectUris.some((uri) => isAnthropicHost(hostOf(uri)))) return 'claude';
  if (client.clientName !== null && /^claude(\s|$)/i.test(client.clientName.trim())) return 'claude';
  return 'other';
}

/**
 * The protected resources (RFC 8707 resource indicators) tokens can be issued for: the MCP
 * endpoint, and the general REST API. A token names one in its audience and is accepted only
 * by that one.
 */
export type ProtectedResource = 'mcp' | 'api';

const PROTECTED_RESOURCES: readonly ProtectedResource[] = ['mcp', 'api'];

/** The resource's identifier: `<PUBLIC_BASE_URL>/mcp` or `<PUBLIC_BASE_URL>/api`. */
export const resourceUrl = (publicBaseUrl: string, resource: ProtectedResource): string => `${publicBaseUrl}/${resource}`;

/** Which resource an indicator names (with or without a trailing slash), or null for any other. */
export function resourceOf(publicBaseUrl: string, indicator: string): ProtectedResource | null {
  const trimmed = indicator.endsWith('/') ? indicator.slice(0, -1) : indicator;
  return PROTECTED_RESOURCES.find((resource) => resourceUrl(publicBaseUrl, resource) === trimmed) ?? null;
}

/** Where a resource's RFC 9728 metadata is served (`/.well-known/oauth-protected-resource/mcp`). */
export const resourceMetadataUrl = (publicBaseUrl: string, resource: ProtectedResource): string =>
  `${publicBaseUrl}/.well-known/oauth-protected-resource/${resource}`;

/**
 * Where a project's published site lives: an origin of its own, `<project id>.<sites domain>`,
 * with the scheme and port of the service's public address. No site shares an origin with the
 * service (the API, the portal and its sign-in) nor with another project's site, so a script
 * on a published page reads nothing the browser keeps for them (issue 29).
 */
export interface SiteAddressing {
  /** The service's public address (PUBLIC_BASE_URL): the scheme and port every site takes. */
  readonly publicBaseUrl: string;
  /** The name every site's host ends with (SITES_DOMAIN), lowercase, without a trailing dot. */
  readonly sitesDomain: string;
}

/**
 * A project id as a site's host name holds it: one DNS label (the id generator's lowercase
 * base-36 and hex digits; anything else is no project's site).
 */
const SITE_LABEL = /^[a-z0-9]{1,63}$/;

/** Whether `projectId` can be a site's host label (every id the service makes can). */
export const isSiteLabel = (projectId: string): boolean => SITE_LABEL.test(projectId);

/** The origin of the project's site: `http://<id>.localhost:3000` in the embedded default. */
export function siteOrigin(projectId: string, addressing: SiteAddressing): string {
  const service = new URL(addressing.publicBaseUrl);
  return `${service.protocol}//${projectId}.${addressing.sitesDomain}${service.port === '' ? '' : `:${service.port}`}`;
}

/** The address of the project's site root, with its slash (`site_url` in the API). */
export const siteUrl = (projectId: string, addressing: SiteAddressing): string => `${siteOrigin(projectId, addressing)}/`;

/**
 * The project whose site a request's host name is (`<id>.<sites domain>`, compared in
 * lowercase, port and trailing dot already gone), or null for any other name.
 */
export function projectOfSiteHost(hostname: string, sitesDomain: string): string | null {
  const suffix = `.${sitesDomain}`;
  if (!hostname.endsWith(suffix)) return null;
  const label = hostname.slice(0, -suffix.length);
  return isSiteLabel(label) ? label : null;
}

/**
 * Why these settings would put a site on the service's own origin (its host is `<label>.<sites
 * domain>`, a name a project's site could take), or null when they cannot.
 */
export function sharedOriginProblem(addressing: SiteAddressing): string | null {
  const host = new URL(addressing.publicBaseUrl).hostname.toLowerCase().replace(/\.$/, '');
  return projectOfSiteHost(host, addressing.sitesDomain) === null
    ? null
    : `the service's host ${host} is a site's host name under ${addressing.sitesDomain}: a project's site would share the service's origin`;
}

/**
 * The origins whose pages may frame the project's live agent (the service's conversation page,
 * which holds a signed-in person's token): the site's own origin and its verified domains, by
 * http and https (a verified domain's site answers both). No other page, the service's own
 * and other projects' sites included, can put it under a reader's pointer: `verifiedHostnames`
 * are those the site is served on (ServedDomains), never a reserved name.
 */
export function frameAncestors(projectId: string, verifiedHostnames: readonly string[], addressing: SiteAddressing): string[] {
  return [siteOrigin(projectId, addressing), ...verifiedHostnames.flatMap((hostname) => [`https://${hostname}`, `http://${hostname}`])];
}

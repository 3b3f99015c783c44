/**
 * The service's origin: where this script was loaded from. The sign-in component also runs
 * on published sites (under `/sites/<project>/` or on a project's own domain), whose page
 * origin may not be the service's; its own URL always is.
 */
export function serviceOrigin(): string {
  return new URL(import.meta.url).origin;
}

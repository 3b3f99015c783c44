import { PREVIEW_PATH } from '../../domain/preview-links/preview-link.js';

/**
 * The address of a preview link: the one place it is built. It is on the service's own address
 * for now, served with a sandboxing policy (an opaque origin: the owner's markup never runs with
 * the service's privileges); once published sites have origins of their own
 * (`<project_id>.<SITES_DOMAIN>`), it moves there, with the route that serves it.
 */
export function previewLinkUrl(publicBaseUrl: string, _projectId: string, token: string): string {
  return `${publicBaseUrl}${PREVIEW_PATH}/${token}`;
}

import { addressOf, type Portal } from '../state.js';

/** A link's address inside the portal (so it opens in a new tab too), and what a plain click on it does instead: go there in place. */
export function portalLink(portal: Portal, screen: string, projectId: string | null) {
  return {
    href: addressOf({ screen, projectId }),
    onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void portal.go({ screen, projectId });
    },
  };
}

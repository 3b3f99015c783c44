import type { SiteAgent } from '../../../application/site/ports.js';
import { relativeHref, type SitePath } from '../../../domain/site/site-plan.js';
import type { SiteTheme } from '../../../domain/site/theme.js';

/** What every page of a deploy is rendered with, besides the site's plan. */
export interface SiteLook extends SiteTheme {
  /** The site's stylesheet (`assets/site.<hash>.css`), below the site's root. */
  readonly stylesheet: SitePath;
  /** The site's icon made from its accent colour and name (`assets/icon.<hash>.svg`), below the site's root. */
  readonly icon: SitePath;
  /**
   * The live agent, where the project's placement puts it (render/agent.ts): its root element
   * (`data-live-agent="<placement>"`) and its one script, from the service's own address.
   */
  readonly agent: PageAgent | null;
}

/** The live agent as a page renders it: the project it talks for, and where its launcher is. */
export type PageAgent = Pick<SiteAgent, 'placement' | 'slug' | 'scriptUrl' | 'heading' | 'text' | 'launcherOffset'> & { readonly projectId: string };

/** How a page links to the rest of the site: relative to where it is, or from the site's root. */
export interface Address {
  /** The page's own path; null for a page served at many paths (the 404 page). */
  readonly path: SitePath | null;
  href(to: SitePath): string;
}

/** Links relative to `from`: the same file works under `/sites/<id>/` and at a domain's root. */
export const relativeTo = (from: SitePath): Address => ({ path: from, href: (to) => relativeHref(from, to) });

/**
 * Where the site's root stands in a page served at any path (the 404 page): its links start
 * with this, and the address of the root as the reader reached it replaces it when served.
 * `.invalid` never resolves.
 */
export const SITE_ROOT = 'https://site-root.invalid/';

export const fromSiteRoot: Address = { path: null, href: (to) => SITE_ROOT + to };

import { AddDomain, AddDomainInput } from '../../../application/site/domains/add-domain.js';
import { ListDomains } from '../../../application/site/domains/list-domains.js';
import { RemoveDomain } from '../../../application/site/domains/remove-domain.js';
import { VerifyDomain } from '../../../application/site/domains/verify-domain.js';
import { FindSitePage, FindSitePageInput } from '../../../application/site/find-site-page.js';
import { CreateHeaderNavItem, CreateHeaderNavItemInput } from '../../../application/site/navigation/create-header-nav-item.js';
import { CreateSidebarGroup, CreateSidebarGroupInput } from '../../../application/site/navigation/create-sidebar-group.js';
import { DeleteHeaderNavItem } from '../../../application/site/navigation/delete-header-nav-item.js';
import { DeleteSidebarGroup } from '../../../application/site/navigation/delete-sidebar-group.js';
import { ListHeaderNavItems, ListHeaderNavItemsInput } from '../../../application/site/navigation/list-header-nav-items.js';
import { ListSidebarGroups, ListSidebarGroupsInput } from '../../../application/site/navigation/list-sidebar-groups.js';
import { OrderNavigation, OrderNavigationInput } from '../../../application/site/navigation/order-navigation.js';
import { UpdateHeaderNavItem, UpdateHeaderNavItemInput } from '../../../application/site/navigation/update-header-nav-item.js';
import { UpdateSidebarGroup, UpdateSidebarGroupInput } from '../../../application/site/navigation/update-sidebar-group.js';
import { UpdateSiteSettings, UpdateSiteSettingsInput } from '../../../application/site/update-site-settings.js';
import { ProjectSettings } from '../projects/responses.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, patch, post, put, type Route } from '../routing/route.js';
import {
  DOMAIN_RESERVED,
  DOMAIN_TAKEN,
  Domain,
  DomainList,
  HeaderNavItem,
  HeaderNavItemList,
  OrderedNavigation,
  SidebarGroup,
  SidebarGroupList,
  SitePage,
  VerificationFailedError,
} from './responses.js';
import { siteFileRoutes } from './site-files.js';

const SIDEBAR = `${PROJECT}/sidebar-groups`;
const HEADER = `${PROJECT}/header-nav-items`;
const DOMAINS = `${PROJECT}/domains`;

const ORDER = '`ids` names every entry of the language, once, in the new order.';

/** The project's site: the live agent's placement, navigation, custom domains, and the deployed site itself. */
export const siteRoutes: readonly Route[] = [
  get('/api/site-pages/lookup', FindSitePage, {
    query: FindSitePageInput,
    response: SitePage,
    access: 'any caller',
    refusals: [{ status: 404, when: 'No page of a project the caller may read is at the address (whether another project serves it stays unsaid).' }],
    summary: 'The page of a published site at an address',
    description:
      'Which project serves the address (`/sites/<project>/<language>/<slug>/` on the service, or `/<language>/<slug>/` on a verified domain), ' +
      'and the page\'s slug and language: what the browser extension\'s "edit this page" opens (`POST .../docs/edit/open`). ' +
      'Only for a project the caller may read (`read_content`): any other address, another project’s page included, is the same 404.',
  }),
  patch(`${PROJECT}/settings/site`, UpdateSiteSettings, {
    body: UpdateSiteSettingsInput,
    response: ProjectSettings,
    access: 'manage_settings (write)',
    refusals: [{ status: 409, when: 'Placement `destination_page` with a `live_agent_slug` a page or draft already uses.' }],
    description:
      'Where the live agent appears on the site, where its floating launcher stands (`launcher_offset`: px from the bottom and end edges, up to 400), ' +
      'the theme (`accent_color`, `logo_image_id` and `favicon_image_id`: images of the project; the icon defaults to one made from the accent colour), and the home page of ' +
      'each language (`home_pages`: `{ "<language>": "<slug>" }`, a page or draft of that language, which wins over its page of slug `home`; `null` for a language goes back to that page, else the automatic index). ' +
      'The language each language falls back to (`language_fallbacks`: `{ "ar": "en" }`, language tags, none falling back to itself, no cycle, at most 50; `{}` for none): ' +
      'a public page without a version in a language is then served at that language’s address in its fallback’s language, with a note, and left out of hreflang and the sitemap. ' +
      '`destination_page` needs `live_agent_slug`, which pages and drafts may not use while it holds; another placement releases it. ' +
      'The settings sent replace (`language_fallbacks` whole); `home_pages` changes only the languages it names. The site shows them from its next deploy (`settings_changed` of the publish status).',
  }),

  get(SIDEBAR, ListSidebarGroups, { query: ListSidebarGroupsInput, response: SidebarGroupList, access: 'read_content (read)' }),
  post(SIDEBAR, CreateSidebarGroup, {
    body: CreateSidebarGroupInput,
    status: 201,
    response: SidebarGroup,
    access: 'edit_content (write)',
    description: 'Added after the language’s last group. Each item names a page of that language that exists, live or draft (400 naming any other).',
  }),
  put(`${SIDEBAR}/order`, OrderNavigation, {
    body: OrderNavigationInput,
    constants: { kind: 'sidebar_group' as const },
    response: OrderedNavigation,
    access: 'edit_content (write)',
    summary: 'Order sidebar groups',
    description: ORDER,
  }),
  patch(`${SIDEBAR}/:groupId`, UpdateSidebarGroup, { body: UpdateSidebarGroupInput, response: SidebarGroup, access: 'edit_content (write)' }),
  del(`${SIDEBAR}/:groupId`, DeleteSidebarGroup, { access: 'edit_content (write)' }),

  get(HEADER, ListHeaderNavItems, { query: ListHeaderNavItemsInput, response: HeaderNavItemList, access: 'read_content (read)' }),
  post(HEADER, CreateHeaderNavItem, {
    body: CreateHeaderNavItemInput,
    status: 201,
    response: HeaderNavItem,
    access: 'edit_content (write)',
    description: 'Exactly one of `slug` (a page of the language that exists) and `url` (http or https).',
  }),
  put(`${HEADER}/order`, OrderNavigation, {
    body: OrderNavigationInput,
    constants: { kind: 'header_nav_item' as const },
    response: OrderedNavigation,
    access: 'edit_content (write)',
    summary: 'Order header navigation items',
    description: ORDER,
  }),
  patch(`${HEADER}/:itemId`, UpdateHeaderNavItem, { body: UpdateHeaderNavItemInput, response: HeaderNavItem, access: 'edit_content (write)' }),
  del(`${HEADER}/:itemId`, DeleteHeaderNavItem, { access: 'edit_content (write)' }),

  get(DOMAINS, ListDomains, {
    response: DomainList,
    access: 'read_configuration (read)',
    description:
      'Each domain `pending`, `verified`, or `reserved`: a name the configuration reserves (the service’s host or a name under it, `SITES_DOMAIN` or a name under it), ' +
      'added before it did; no site is served there and it cannot be verified (verifying it answers why), only removed.',
  }),
  post(DOMAINS, AddDomain, {
    body: AddDomainInput,
    status: 201,
    response: Domain,
    access: 'manage_domains (write)',
    refusals: [{ status: 409, when: 'The hostname is already added to this project.' }, DOMAIN_TAKEN, DOMAIN_RESERVED],
    description: 'Pending until its TXT record is verified: the answer names the record to create.',
  }),
  post(`${DOMAINS}/:hostname/verify`, VerifyDomain, {
    response: Domain,
    access: 'manage_domains (write)',
    refusals: [
      { status: 409, when: 'The TXT record is missing or holds another value; `found` lists the values the lookup found.', body: VerificationFailedError },
      DOMAIN_TAKEN,
      DOMAIN_RESERVED,
      { status: 503, when: 'The DNS lookup failed: try again later.' },
    ],
    description: 'Looks the TXT record up; the first project to verify a hostname gets it.',
  }),
  del(`${DOMAINS}/:hostname`, RemoveDomain, { access: 'manage_domains (write)' }),

  ...siteFileRoutes,
];

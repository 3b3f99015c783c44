import { AddDomain, AddDomainInput } from '../../../application/site/domains/add-domain.js';
import { ListDomains } from '../../../application/site/domains/list-domains.js';
import { RemoveDomain } from '../../../application/site/domains/remove-domain.js';
import { VerifyDomain } from '../../../application/site/domains/verify-domain.js';
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
import { PROJECT } from '../routing/path-params.js';
import { del, get, patch, post, put, type Route } from '../routing/route.js';
import { siteFileRoutes } from './site-files.js';

const SIDEBAR = `${PROJECT}/sidebar-groups`;
const HEADER = `${PROJECT}/header-nav-items`;
const DOMAINS = `${PROJECT}/domains`;

/** The project's site: the live agent's placement, navigation, custom domains, and the deployed site itself. */
export const siteRoutes: readonly Route[] = [
  patch(`${PROJECT}/settings/site`, UpdateSiteSettings, { body: UpdateSiteSettingsInput }),

  get(SIDEBAR, ListSidebarGroups, { query: ListSidebarGroupsInput }),
  post(SIDEBAR, CreateSidebarGroup, { body: CreateSidebarGroupInput, status: 201 }),
  put(`${SIDEBAR}/order`, OrderNavigation, { body: OrderNavigationInput, constants: { kind: 'sidebar_group' as const } }),
  patch(`${SIDEBAR}/:groupId`, UpdateSidebarGroup, { body: UpdateSidebarGroupInput }),
  del(`${SIDEBAR}/:groupId`, DeleteSidebarGroup),

  get(HEADER, ListHeaderNavItems, { query: ListHeaderNavItemsInput }),
  post(HEADER, CreateHeaderNavItem, { body: CreateHeaderNavItemInput, status: 201 }),
  put(`${HEADER}/order`, OrderNavigation, { body: OrderNavigationInput, constants: { kind: 'header_nav_item' as const } }),
  patch(`${HEADER}/:itemId`, UpdateHeaderNavItem, { body: UpdateHeaderNavItemInput }),
  del(`${HEADER}/:itemId`, DeleteHeaderNavItem),

  get(DOMAINS, ListDomains),
  post(DOMAINS, AddDomain, { body: AddDomainInput, status: 201 }),
  post(`${DOMAINS}/:hostname/verify`, VerifyDomain),
  del(`${DOMAINS}/:hostname`, RemoveDomain),

  ...siteFileRoutes,
];

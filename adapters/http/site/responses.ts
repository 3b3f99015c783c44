import * as t from 'io-ts';
import { HostnameCodec } from '../../../domain/site/hostname.js';
import type { Refusal } from '../routing/operation-doc.js';
import { errorWith, Integer, nullable, Timestamp } from '../response-codecs.js';

export const SidebarGroup = t.type(
  {
    id: t.string,
    language: t.string,
    title: t.string,
    position: Integer,
    items: t.readonlyArray(t.type({ slug: t.string, label: t.string }, 'SidebarItem')),
  },
  'SidebarGroup',
);

/** A header link: to a page of the site (`slug`) or away from it (`url`), never both. */
export const HeaderNavItem = t.intersection(
  [t.type({ id: t.string, language: t.string, label: t.string, position: Integer }), t.union([t.type({ slug: t.string }), t.type({ url: t.string })])],
  'HeaderNavItem',
);

export const SidebarGroupList = t.type({ sidebar_groups: t.array(SidebarGroup) }, 'SidebarGroupList');
export const HeaderNavItemList = t.type({ header_nav_items: t.array(HeaderNavItem) }, 'HeaderNavItemList');

/** The language's entries in their new order. */
export const OrderedNavigation = t.union([SidebarGroupList, HeaderNavItemList], 'OrderedNavigation');

export const Domain = t.type(
  {
    hostname: HostnameCodec,
    /** `reserved` (in the list only): a name the configuration reserves, stored before it did; served by nothing, it can only be removed. */
    status: t.union([t.literal('pending'), t.literal('verified'), t.literal('reserved')]),
    /** The TXT record to create: `name` = `_content-service.<hostname>`. */
    verification: t.type({ type: t.literal('TXT'), name: t.string, value: t.string }),
    created_at: Timestamp,
    verified_at: nullable(Timestamp),
  },
  'Domain',
);

/** The page of a published site at an address. */
export const SitePage = t.type({ project_id: t.string, slug: t.string, language: t.string }, 'SitePage');

export const DomainList = t.type({ domains: t.array(Domain) }, 'DomainList');

/** The verification's 409: the TXT values the lookup found instead. */
export const VerificationFailedError = errorWith('VerificationFailedError', { found: t.readonlyArray(t.string) });

export const DOMAIN_TAKEN: Refusal = { status: 409, when: 'Another project verified the hostname first.' };
/** Issue 41: a project's HTML is never served on the service's own host nor a name under it, nor on a name under SITES_DOMAIN but its site's own. */
export const DOMAIN_RESERVED: Refusal = {
  status: 409,
  when: "The hostname is reserved: a host the service answers as itself (PUBLIC_BASE_URL's, HOST, VOICE_STREAM_URL's) or a name under one, or SITES_DOMAIN or a name under it.",
};

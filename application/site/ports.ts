import type { PageDocument } from '../../domain/pages/page-document.js';
import type { PageAddress } from '../publishing/ports.js';
import type { SiteChange } from '../../domain/projects/project.js';
import type { Domain } from '../../domain/site/hostname.js';
import type { NavigationBodies, NavigationEntry, NavigationKind } from '../../domain/site/navigation.js';
import type { SrcsetCandidate } from '../../domain/media/variants.js';
import type { SiteAgentPlacement } from '../../domain/site/agent-placement.js';
import type { SiteTheme } from '../../domain/site/theme.js';

export type SiteUpdateOutcome =
  | { readonly kind: 'updated' }
  | { readonly kind: 'slug_in_use' }
  /** `logo_image_id` names no image of the project. */
  | { readonly kind: 'logo_not_found' }
  /** `favicon_image_id` names no image of the project. */
  | { readonly kind: 'favicon_not_found' }
  /** A home page names a slug that no page or draft of that language has. */
  | { readonly kind: 'home_page_not_found'; readonly language: string; readonly slug: string }
  | { readonly kind: 'not_found' };

/**
 * The project's site settings, written together with their checks, each in the same atomic
 * step as the write: a `destination_page` placement reserves its slug only if no page or draft
 * uses it (atomically with page creation), a logo or icon must be an image of the project
 * (atomically with the image's deletion, which a logo or icon refuses), and a home page that changes
 * must be a page or draft of its language (`newHomePages`; one deleted later leaves the index
 * automatic, the setting stays).
 */
export interface SiteSettingsStore {
  /** Writes the settings `change` names (home pages by language); the others keep their values. */
  update(projectId: string, change: SiteChange): Promise<SiteUpdateOutcome>;
}
export const SiteSettingsStore = Symbol.for('SiteSettingsStore');

/** Navigation entries (sidebar groups, header items), ordered per project, kind and language. */
export interface NavigationRepository {
  /** Ordered by language, then position. */
  list<K extends NavigationKind>(projectId: string, kind: K, language?: string): Promise<Array<NavigationEntry<K>>>;
  /** Every entry of both kinds (the deploy's and the dry run's read). */
  listAll(projectId: string): Promise<NavigationEntry[]>;
  find<K extends NavigationKind>(projectId: string, kind: K, id: string): Promise<NavigationEntry<K> | null>;
  /** Stores a new entry after the last one of its language (the position is given by the store, atomically). */
  create<K extends NavigationKind>(entry: Omit<NavigationEntry<K>, 'position'>): Promise<NavigationEntry<K>>;
  update<K extends NavigationKind>(projectId: string, kind: K, id: string, body: NavigationBodies[K]): Promise<NavigationEntry<K> | null>;
  delete(projectId: string, kind: NavigationKind, id: string): Promise<boolean>;
  /** Sets positions to the order of `ids`, which must be exactly the entries of that language. */
  reorder(projectId: string, kind: NavigationKind, language: string, ids: readonly string[]): Promise<ReorderOutcome>;
}
export const NavigationRepository = Symbol.for('NavigationRepository');

export type ReorderOutcome =
  | { readonly kind: 'ordered' }
  /** `ids` is not the language's entries: those named that do not exist, and those left out. */
  | { readonly kind: 'mismatch'; readonly unknown: readonly string[]; readonly missing: readonly string[] };

export type AddDomainOutcome =
  | { readonly kind: 'added'; readonly domain: Domain }
  /** This project already has the hostname. */
  | { readonly kind: 'duplicate' }
  /** Another project has verified the hostname. */
  | { readonly kind: 'taken' };

export type VerifyDomainOutcome = { readonly kind: 'verified'; readonly domain: Domain } | { readonly kind: 'not_found' } | { readonly kind: 'taken' };

/** A project's custom domains. A verified hostname belongs to one project (a unique index says so). */
export interface DomainRepository {
  list(projectId: string): Promise<Domain[]>;
  find(projectId: string, hostname: string): Promise<Domain | null>;
  add(domain: Domain): Promise<AddDomainOutcome>;
  markVerified(projectId: string, hostname: string, at: string): Promise<VerifyDomainOutcome>;
  delete(projectId: string, hostname: string): Promise<boolean>;
  /** The project that verified `hostname`, or null. */
  verifiedProject(hostname: string): Promise<string | null>;
}
export const DomainRepository = Symbol.for('DomainRepository');

export type TxtLookup = { readonly kind: 'found'; readonly values: readonly string[] } | { readonly kind: 'failed'; readonly reason: string };

/** Looks DNS TXT records up (node's resolver, or the servers of DNS_SERVERS). */
export interface DomainVerifier {
  /** The TXT values at `name` (each record's strings joined); none found is `found` with no values. */
  txt(name: string): Promise<TxtLookup>;
}
export const DomainVerifier = Symbol.for('DomainVerifier');

/** What a deploy renders from besides the pages and their images. */
export interface SiteInputs {
  readonly projectId: string;
  readonly name: string;
  readonly defaultLanguage: string;
  readonly navigation: readonly NavigationEntry[];
  /** How the site looks (accent colour, logo) and where it canonically lives. */
  readonly theme: SiteTheme;
  /** The live agent, where the project's settings put it at this deploy; null for none. */
  readonly agent: SiteAgent | null;
  /** The slug of each language's home page (the project's `home_pages` setting). */
  readonly homePages: Readonly<Record<string, string>>;
  /** The language each language's missing public pages are shown in (the project's `language_fallbacks` setting); none when absent. */
  readonly languageFallbacks?: Readonly<Record<string, string>>;
  /** The fingerprint of the settings this deploy shows (siteSettingsFingerprint): recorded with the release. */
  readonly settings: string;
  /** The live-page journal's mark read before the pages (LivePageJournal.mark): recorded with the release, the next deploy of changes starts from it. */
  readonly mark: number;
}

/** The whole site: every live page. */
export interface SiteSnapshot extends SiteInputs {
  readonly pages: readonly PageDocument[];
  /** The `srcset` of every project image the markdown pages show, by image id. */
  readonly images: Readonly<Record<string, readonly SrcsetCandidate[]>>;
}

/** What changed since the live release: every live page now at the changed slugs, in every language (their alternates). */
export interface SiteChanges extends SiteInputs {
  /** The journal's mark the live release was made at: these changes are those after it. */
  readonly since: number;
  /** The addresses whose live page changed, was created or was deleted after `since`. */
  readonly changed: readonly PageAddress[];
  /** The live pages of the changed slugs, in every language. */
  readonly pages: readonly PageDocument[];
  /** The `srcset` of every project image these pages show, by image id. */
  readonly images: Readonly<Record<string, readonly SrcsetCandidate[]>>;
}

/** Live pages changed after a mark of the journal. */
export interface LivePageChanges {
  readonly changed: readonly PageAddress[];
  /** The live pages of the changed slugs, in every language. */
  readonly pages: readonly PageDocument[];
}

/**
 * What changed among a project's live pages, so that a deploy reads and renders only that. A
 * deploy reads the mark before the pages: a change committing between the two is shown by that
 * deploy and listed again to the next one, which renders its page again (harmless), and none is missed.
 */
export interface LivePageJournal {
  /** The mark of the newest change recorded now. */
  mark(projectId: string): Promise<number>;
  /**
   * What changed after `mark`: the addresses of the live pages created, changed or deleted (a
   * page moved to another slug: both), and every live page now at their slugs, in every language;
   * null when the journal cannot tell (a mark it did not hand out: on MongoDB, a release deployed before its journal).
   */
  changesSince(projectId: string, mark: number): Promise<LivePageChanges | null>;
  /** Forgets the project's changes up to `mark`: the live release shows them, no deploy asks from before it again. */
  forget(projectId: string, mark: number): Promise<void>;
}
export const LivePageJournal = Symbol.for('LivePageJournal');

/** What the live release says of the settings it was deployed with. */
export type DeployedSettings =
  /** No site is deployed. */
  | { readonly kind: 'none' }
  /** `settings`: the fingerprint the deploy recorded; null for a release made before fingerprints. */
  | { readonly kind: 'deployed'; readonly settings: string | null };

/** What a deployed page needs to run the live agent (the same for every project of the service). */
export interface LiveAgentAssets {
  /** The launcher's absolute address on the service (`<PUBLIC_BASE_URL>/assets/live-agent-<hash>.js`). */
  readonly scriptUrl: string;
  /**
   * The origin of the conversation frame the launcher opens (the service's `/live/embed`): the
   * sign-in, the conversation and its tokens live there, never on the site's origin.
   */
  readonly frameOrigin: string;
}
export const LiveAgentAssets = Symbol.for('LiveAgentAssets');

/** The live agent on a deployed site: where it goes, and what its pages load and connect to. */
export type SiteAgent = SiteAgentPlacement & LiveAgentAssets;

/** The right to change a project's deployed site, checked by the deployer before each write it makes. */
export interface DeployGuard {
  /** Throws when the deploy must stop: its lease is lost, or ends too soon to finish a step within it. */
  check(): void;
}

/**
 * Renders a project's site and makes it what readers get, all at once: readers see the old
 * site until the new one is complete, and never a release that is not whole. Callers hold the
 * project's deploy lease (DeployLeases) for the whole deploy; the deployer checks `guard`
 * before each write, so a deploy that lost its lease stops writing before another one starts.
 */
export interface SiteDeployer {
  deploy(site: SiteSnapshot, guard: DeployGuard): Promise<{ readonly release: string }>;
  /**
   * Deploys only `changes` when the live release was made at `changes.since` from the same
   * inputs and the changed pages keep their place in the rest of the site (they existed and
   * still do, with the same visibility, title, description and header flag): their files, their
   * sitemap entries, and the index of a language whose home page changed. `'whole'` otherwise,
   * with nothing switched (what it staged, the next deploy discards): the caller deploys the whole site.
   */
  deployChanges(changes: SiteChanges, guard: DeployGuard): Promise<{ readonly release: string } | 'whole'>;
  /** The journal mark of the live release (SiteInputs.mark), or null when it has none (no release, or one from before marks). */
  deployedMark(projectId: string): Promise<number | null>;
  /**
   * Projects whose live release is not whole (a file it lists is missing, or it is gone): a
   * deploy of an older version, or a disk that lost files. Read at start-up, to deploy them again.
   */
  brokenSites(): Promise<string[]>;
  /** The settings fingerprint of the project's live release (SiteSnapshot.settings). */
  deployedSettings(projectId: string): Promise<DeployedSettings>;
  /** Deletes every deployed file of the project. */
  remove(projectId: string): Promise<void>;
}
export const SiteDeployer = Symbol.for('SiteDeployer');

export type LeaseOutcome =
  /** `holder` holds the lease until `until` (taken, or extended when it already held it). */
  | { readonly kind: 'acquired'; readonly until: string }
  /** Another holder's lease runs until `until`. */
  | { readonly kind: 'held'; readonly holder: string; readonly until: string }
  /** No such project (deleted): there is nothing to deploy. */
  | { readonly kind: 'no_project' };

export interface LeaseRequest {
  readonly projectId: string;
  /** Names one deploy (a fresh id each time). */
  readonly holder: string;
  /** The time of the request: a lease whose `until` is not after it has expired. */
  readonly now: string;
  readonly until: string;
}

/**
 * One deploy at a time per project, across every process that shares the store: a lease in the
 * store, with an end, so a holder that died blocks the others only until its lease runs out.
 */
export interface DeployLeases {
  /** Takes the lease, or extends it for its holder, in one atomic step; refused while another holder's lease runs. */
  acquire(request: LeaseRequest): Promise<LeaseOutcome>;
  /** Gives the lease up if `holder` still holds it, so the next deploy starts at once. */
  release(projectId: string, holder: string): Promise<void>;
}
export const DeployLeases = Symbol.for('DeployLeases');

/** A deployed file, ready to send. */
export interface SiteFile {
  readonly body: Uint8Array;
  readonly contentType: string;
  readonly etag: string;
  /** Extra response headers (a Content-Security-Policy). */
  readonly headers: Readonly<Record<string, string>>;
  /** Its name changes with its content (the stylesheet): it may be cached for good. */
  readonly immutable?: boolean;
}

export type SiteLookup =
  | { readonly kind: 'file'; readonly file: SiteFile }
  /** The path names a page without its trailing slash: the reader goes to `location`. */
  | { readonly kind: 'redirect'; readonly location: string }
  /** Nothing there; `page` is the site's own 404 page (in the language of the path, when it has one). */
  | { readonly kind: 'not_found'; readonly page?: SiteFile };

/** The deployed site's files, as readers request them. */
export interface SiteFiles {
  /**
   * `path` is the request path below the site's root, without the leading slash (`en/about/`,
   * `sitemap.xml`, `` for the root). `base` is the absolute address of the site's root (the
   * sitemap's URLs start with it): its own origin (site-origin.ts) or a verified domain, never
   * taken from a request header. A site is always served at the root of a host of its own.
   */
  read(projectId: string, path: string, base: string): Promise<SiteLookup>;
}
export const SiteFiles = Symbol.for('SiteFiles');

import type { CompanyCandidate } from '../../domain/onboarding/company.js';
import type { CompanyProfile } from '../../domain/onboarding/company-profile.js';
import type { ChangeResult, OnboardingSession, SessionChange } from '../../domain/onboarding/session.js';
import type { EventsOf } from '../../domain/webhooks/events.js';

export interface SessionPage {
  /** Only sessions whose id sorts after this one (ids are time-ordered). */
  readonly after?: string | undefined;
  readonly limit: number;
}

/** Onboarding sessions, one per (project, user). */
export interface OnboardingSessionRepository {
  find(projectId: string, userId: string): Promise<OnboardingSession | null>;
  findById(projectId: string, sessionId: string): Promise<OnboardingSession | null>;
  /** In id (creation) order. */
  list(projectId: string, page: SessionPage): Promise<OnboardingSession[]>;
  /**
   * Applies `change` (`applySessionChange`) to the stored session of `seed`'s (project, user)
   * in one atomic step, creating it from `seed` when there is none. Writes only when the
   * result is `changed`; a refusal or no-op leaves the store as it was (and creates nothing).
   * `events` (given the session as written) are recorded only with a write, in its transaction.
   */
  change(seed: OnboardingSession, change: SessionChange, now: Date, events?: EventsOf<OnboardingSession>): Promise<ChangeResult>;
}
export const OnboardingSessionRepository = Symbol.for('OnboardingSessionRepository');

export type RegistrySearch =
  | { readonly kind: 'found'; readonly candidates: readonly CompanyCandidate[] }
  /** The registry could not be asked (down, refused our credentials, answered nonsense). */
  | { readonly kind: 'unavailable' };

/** A business registry: finds companies by name in a country. */
export interface BusinessRegistry {
  /** At most `limit` candidates, best first. */
  search(query: { readonly country: string; readonly text: string; readonly limit: number }): Promise<RegistrySearch>;
}
export const BusinessRegistry = Symbol.for('BusinessRegistry');

export type ExtractionFailure =
  /** The address is not one the service may fetch (private network, odd port, scheme). */
  | 'refused'
  /** Could not connect, timed out, or the site answered an error status. */
  | 'unreachable'
  /** The site answered something other than an HTML page, or one too large to read. */
  | 'not_html';

export type Extraction =
  { readonly kind: 'extracted'; readonly profile: CompanyProfile } | { readonly kind: 'failed'; readonly failure: ExtractionFailure; readonly detail: string };

/** Reads a business's own website into a profile. */
export interface CompanyExtractor {
  extract(target: { readonly url: string; readonly name: string | null; readonly country: string }): Promise<Extraction>;
}
export const CompanyExtractor = Symbol.for('CompanyExtractor');

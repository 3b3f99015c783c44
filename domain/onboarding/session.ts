import { sameIdentity, type CompanyCandidate, type CompanyIdentity } from './company.js';
import type { CompanyProfile } from './company-profile.js';
import { sameFieldValue, type FieldPath, type OnboardingFields } from './fields.js';

/**
 * A visitor's onboarding brief on a project: one per (project, user), created by the first
 * onboarding tool that writes. Holds the search results, the selected business, the profile
 * extracted from its website, the fields set by hand, and whether the visitor confirmed it.
 */
export interface OnboardingSession {
  readonly id: string;
  readonly project_id: string;
  readonly user_id: string;
  readonly company: CompanyIdentity | null;
  readonly candidates: readonly CompanyCandidate[];
  readonly profile: CompanyProfile | null;
  readonly fields: OnboardingFields;
  readonly confirmed_at: string | null;
  /** When a manager last copied the brief into the project's settings. */
  readonly applied_at: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export function newSession(input: { id: string; projectId: string; userId: string; now: Date }): OnboardingSession {
  const at = input.now.toISOString();
  return {
    id: input.id,
    project_id: input.projectId,
    user_id: input.userId,
    company: null,
    candidates: [],
    profile: null,
    fields: {},
    confirmed_at: null,
    applied_at: null,
    created_at: at,
    updated_at: at,
  };
}

/** One write to a session, described as data so every store applies it inside its own transaction. */
export type SessionChange =
  | { readonly kind: 'candidates'; readonly candidates: readonly CompanyCandidate[] }
  | { readonly kind: 'company'; readonly company: CompanyIdentity }
  /** Kept only while `company` is still the selected business (a new selection may have raced it). */
  | { readonly kind: 'profile'; readonly profile: CompanyProfile; readonly company: CompanyIdentity }
  | { readonly kind: 'field'; readonly path: FieldPath; readonly value: string | readonly string[] }
  | { readonly kind: 'confirm' }
  | { readonly kind: 'applied' };

type RefusalReason = 'no_company' | 'company_changed' | 'not_confirmed';

export type ChangeResult =
  | {
      readonly kind: 'changed';
      readonly session: OnboardingSession;
      /** A profile extracted for another business was dropped. */
      readonly profileCleared: boolean;
      /** The brief was confirmed before this change and needs confirming again. */
      readonly unconfirmed: boolean;
    }
  | { readonly kind: 'unchanged'; readonly session: OnboardingSession }
  | { readonly kind: 'refused'; readonly reason: RefusalReason; readonly session: OnboardingSession };

/**
 * `change` applied to `session` (the pure rule every store runs in its transaction). Any
 * change to the brief's content withdraws an earlier confirmation: what a manager applies is
 * always what the visitor confirmed last.
 */
export function applySessionChange(session: OnboardingSession, change: SessionChange, now: Date): ChangeResult {
  const at = now.toISOString();
  const edited = (next: Partial<OnboardingSession>, profileCleared = false): ChangeResult => ({
    kind: 'changed',
    session: { ...session, ...next, confirmed_at: null, updated_at: at },
    profileCleared,
    unconfirmed: session.confirmed_at !== null,
  });
  switch (change.kind) {
    case 'candidates':
      return { kind: 'changed', session: { ...session, candidates: change.candidates, updated_at: at }, profileCleared: false, unconfirmed: false };
    case 'company':
      if (sameIdentity(session.company, change.company)) return { kind: 'unchanged', session };
      return edited({ company: change.company, profile: null }, session.profile !== null);
    case 'profile':
      if (!sameIdentity(session.company, change.company)) return { kind: 'refused', reason: 'company_changed', session };
      return edited({ profile: change.profile });
    case 'field':
      if (sameFieldValue(session.fields[change.path], change.value)) return { kind: 'unchanged', session };
      return edited({ fields: { ...session.fields, [change.path]: change.value } });
    case 'confirm':
      if (session.company === null) return { kind: 'refused', reason: 'no_company', session };
      if (session.confirmed_at !== null) return { kind: 'unchanged', session };
      return { kind: 'changed', session: { ...session, confirmed_at: at, updated_at: at }, profileCleared: false, unconfirmed: false };
    case 'applied':
      if (session.confirmed_at === null) return { kind: 'refused', reason: 'not_confirmed', session };
      return { kind: 'changed', session: { ...session, applied_at: at, updated_at: at }, profileCleared: false, unconfirmed: false };
  }
}

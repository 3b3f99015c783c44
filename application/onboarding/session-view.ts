import type { CompanyIdentity } from '../../domain/onboarding/company.js';
import type { CompanyProfile } from '../../domain/onboarding/company-profile.js';
import type { OnboardingFields } from '../../domain/onboarding/fields.js';
import type { OnboardingSession } from '../../domain/onboarding/session.js';

/** A session as managers read it (the contract's fields; search results stay internal). */
export interface OnboardingSessionView {
  readonly id: string;
  readonly user_id: string;
  readonly company: CompanyIdentity | null;
  readonly profile: CompanyProfile | null;
  readonly fields: OnboardingFields;
  readonly confirmed_at: string | null;
  readonly updated_at: string;
}

export const sessionView = (s: OnboardingSession): OnboardingSessionView => ({
  id: s.id,
  user_id: s.user_id,
  company: s.company,
  profile: s.profile,
  fields: s.fields,
  confirmed_at: s.confirmed_at,
  updated_at: s.updated_at,
});

export const SESSION_NOT_FOUND = 'Onboarding session not found';
export const SESSION_NOT_CONFIRMED = 'Onboarding session is not confirmed';

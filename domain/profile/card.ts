import type { ResolvedLabels } from '../translation/labels.js';
import { englishLanguageName, textDirection, type TextDirection } from '../translation/language-info.js';
import type { Profile } from './profile.js';

const PROFILE_CARD_ID = 'profile_card';
/** A versioned name: the browser picks its renderer by it, so a new card layout gets a new id. */
const PROFILE_CARD_TEMPLATE = 'profile_card_v1';

export interface ProfileCard {
  readonly type: 'card';
  readonly card_id: typeof PROFILE_CARD_ID;
  readonly template_id: typeof PROFILE_CARD_TEMPLATE;
  readonly dir: TextDirection;
  readonly data: {
    readonly first_name: string | null;
    readonly last_name: string | null;
    readonly pronoun: Profile['pronoun'];
    readonly phone: string | null;
    readonly contact_email: string | null;
    readonly language: string;
    readonly language_label: string;
  };
  readonly labels: ResolvedLabels['labels'];
  readonly pronoun_labels: ResolvedLabels['pronoun_labels'];
}

/** The widget of the specification: the profile, laid out in its language's direction. */
export function profileCard(profile: Profile, labels: ResolvedLabels): ProfileCard {
  return {
    type: 'card',
    card_id: PROFILE_CARD_ID,
    template_id: PROFILE_CARD_TEMPLATE,
    dir: textDirection(profile.language),
    data: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      pronoun: profile.pronoun,
      phone: profile.phone,
      contact_email: profile.contact_email,
      language: profile.language,
      language_label: englishLanguageName(profile.language),
    },
    labels: labels.labels,
    pronoun_labels: labels.pronoun_labels,
  };
}

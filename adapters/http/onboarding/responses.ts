import * as t from 'io-ts';
import { FIELD_PATHS, type FieldPath } from '../../../domain/onboarding/fields.js';
import { NextCursor, nullable, Timestamp } from '../response-codecs.js';

/** The business the visitor said is theirs. */
const CompanyIdentity = t.type(
  {
    /** ISO 3166-1 alpha-2. */
    country: t.string,
    name: nullable(t.string),
    registry_id: nullable(t.string),
    place_id: nullable(t.string),
    website: nullable(t.string),
    city: nullable(t.string),
    address: nullable(t.string),
  },
  'CompanyIdentity',
);

/** What the extraction read from the business website. */
const CompanyProfile = t.type(
  {
    name: nullable(t.string),
    summary: nullable(t.string),
    industry: nullable(t.string),
    products_services: t.readonlyArray(t.string),
    opening_hours: t.readonlyArray(t.string),
    service_area: nullable(t.string),
    languages: t.readonlyArray(t.string),
    primary_language: nullable(t.string),
    phone: nullable(t.string),
    email: nullable(t.string),
    address: nullable(t.string),
    social_links: t.readonlyArray(t.string),
    source_url: t.string,
    extracted_at: Timestamp,
  },
  'CompanyProfile',
);

const FieldValue = t.union([t.string, t.readonlyArray(t.string)]);

/** The fields `set_field` wrote, by path. */
const OnboardingFields = t.partial(
  Object.fromEntries(FIELD_PATHS.map((path) => [path, FieldValue])) as Record<FieldPath, typeof FieldValue>,
  'OnboardingFields',
);

export const OnboardingSession = t.type(
  {
    id: t.string,
    user_id: t.string,
    company: nullable(CompanyIdentity),
    profile: nullable(CompanyProfile),
    fields: OnboardingFields,
    confirmed_at: nullable(Timestamp),
    updated_at: Timestamp,
  },
  'OnboardingSession',
);

export const OnboardingSessionList = t.type({ sessions: t.array(OnboardingSession), next_cursor: NextCursor }, 'OnboardingSessionList');

/**
 * A new project's settings as the API answers them, written out once (not derived from the
 * code under test): the tests that read a new project's whole settings compare with this.
 */
export const NEW_PROJECT_SETTINGS = {
  site: {
    live_agent_placement: 'none',
    live_agent_slug: null,
    accent_color: null,
    logo_image_id: null,
    favicon_image_id: null,
    home_pages: {},
    launcher_offset: null,
    language_fallbacks: {},
  },
  live_agent: {
    greeting: '',
    voice: 'Puck',
    manager_phone: null,
    phone_number: null,
    access: 'members',
    page_heading: '',
    page_text: '',
    question_retention_days: 90,
  },
  workflow: { require_approval: false },
  search: { synonyms: [], builtin_synonyms: true },
} as const;

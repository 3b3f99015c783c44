import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { DEFAULT_SITE } from '../../../domain/projects/project.js';
import { agentSlugReservation, LIVE_AGENT_TEXT_CODECS, StoredSettings } from '../../../domain/projects/settings-codecs.js';

/** Settings as an archive may hold them: the groups, each setting by its API codec. */
const stored = (overrides: { site?: object; live_agent?: object; workflow?: object; search?: object } = {}) => ({
  site: { ...DEFAULT_SITE, ...overrides.site },
  live_agent: {
    greeting: 'Hi',
    voice: 'Puck',
    manager_phone: null,
    phone_number: null,
    access: 'members',
    page_heading: '',
    page_text: '',
    ...overrides.live_agent,
  },
  ...(overrides.workflow === undefined ? {} : { workflow: overrides.workflow }),
  ...(overrides.search === undefined ? {} : { search: overrides.search }),
});

describe('Project settings codecs', () => {
  describe('StoredSettings (a project archive)', () => {
    it('reads settings whole, an archive without the workflow or search group as their defaults, and drops settings it does not know', () => {
      const decoded = StoredSettings.decode({ ...stored({ live_agent: { unknown_setting: 1 } }), extra: true });
      expect(E.isRight(decoded) && decoded.right).to.deep.equal({
        site: DEFAULT_SITE,
        live_agent: {
          greeting: 'Hi',
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
      });
      const withWorkflow = StoredSettings.decode(stored({ workflow: { require_approval: true } }));
      expect(E.isRight(withWorkflow) && withWorkflow.right.workflow).to.deep.equal({ require_approval: true });
      const withSearch = StoredSettings.decode(stored({ search: { synonyms: [['ship', 'deliver']], builtin_synonyms: false } }));
      expect(E.isRight(withSearch) && withSearch.right.search).to.deep.equal({ synonyms: [['ship', 'deliver']], builtin_synonyms: false });
      expect(E.isLeft(StoredSettings.decode(stored({ search: { synonyms: [['alone']], builtin_synonyms: true } }))), 'a group of one').to.equal(true);
    });

    it('reads language fallbacks as the API writes them (none in an older archive), and refuses a cycle, a language to itself or a tag not in canonical case', () => {
      const fallbacks = (value: object) => StoredSettings.decode(stored({ site: { language_fallbacks: value } }));
      const read = fallbacks({ ar: 'en', 'pt-BR': 'pt' });
      expect(E.isRight(read) && read.right.site.language_fallbacks).to.deep.equal({ ar: 'en', 'pt-BR': 'pt' });
      const { language_fallbacks: _none, ...older } = stored().site;
      const old = StoredSettings.decode({ ...stored(), site: older });
      expect(E.isRight(old) && old.right.site.language_fallbacks).to.deep.equal({});
      for (const bad of [{ ar: 'fr', fr: 'ar' }, { ar: 'ar' }, { AR: 'en' }, { ar: 5 }]) expect(E.isLeft(fallbacks(bad)), JSON.stringify(bad)).to.equal(true);
    });

    it('fills a live-agent setting added since the archive was written with its default', () => {
      const { page_text: _text, ...older } = stored().live_agent;
      const decoded = StoredSettings.decode({ ...stored(), live_agent: older });
      expect(E.isRight(decoded) && decoded.right.live_agent.page_text).to.equal('');
    });

    it('refuses settings without their groups, or a group that is not an object', () => {
      expect(E.isLeft(StoredSettings.decode({ site: {} }))).to.equal(true);
      expect(E.isLeft(StoredSettings.decode({ ...stored(), live_agent: 'loud' }))).to.equal(true);
      expect(E.isLeft(StoredSettings.decode({ ...stored(), workflow: 'strict' }))).to.equal(true);
      expect(E.isLeft(StoredSettings.decode(null))).to.equal(true);
    });

    it("keeps the agent's own page's slug exactly while the placement is destination_page", () => {
      const placed = (site: object) => E.isRight(StoredSettings.decode(stored({ site })));
      expect(placed({ live_agent_placement: 'destination_page', live_agent_slug: 'talk' })).to.equal(true);
      expect(placed({ live_agent_placement: 'destination_page', live_agent_slug: null })).to.equal(false);
      expect(placed({ live_agent_placement: 'none', live_agent_slug: 'talk' })).to.equal(false);
      expect(placed({ live_agent_placement: 'none', live_agent_slug: null })).to.equal(true);
    });

    it('holds phone numbers in E.164 exactly as parsed, or null', () => {
      const phone = (manager_phone: unknown) => E.isRight(StoredSettings.decode(stored({ live_agent: { manager_phone } })));
      expect(phone('+14155550123')).to.equal(true);
      expect(phone(null)).to.equal(true);
      expect(phone('+1 415 555 0123')).to.equal(false);
      expect(phone('4155550123')).to.equal(false);
      expect(phone('+1415555012')).to.equal(false);
      expect(phone(14155550123)).to.equal(false);
    });

    it('is() accepts decoded settings only', () => {
      const decoded = StoredSettings.decode(stored());
      expect(E.isRight(decoded) && StoredSettings.is(decoded.right)).to.equal(true);
      expect(StoredSettings.is({ site: DEFAULT_SITE })).to.equal(false);
    });
  });

  describe("the destination page's heading", () => {
    const heading = LIVE_AGENT_TEXT_CODECS.page_heading;

    it('is one line, trimmed, of at most 200 characters ("" allowed)', () => {
      expect(heading.decode('  Talk to us  ')).to.deep.equal(E.right('Talk to us'));
      expect(heading.decode('')).to.deep.equal(E.right(''));
      expect(heading.decode(`${'x'.repeat(200)}   `)).to.deep.equal(E.right('x'.repeat(200)));
      expect(E.isLeft(heading.decode('x'.repeat(201)))).to.equal(true);
      expect(E.isLeft(heading.decode('two\nlines'))).to.equal(true);
      expect(E.isLeft(heading.decode('two\rlines'))).to.equal(true);
      expect(E.isLeft(heading.decode(7))).to.equal(true);
    });

    it('is() holds a value to the same rule, untrimmed', () => {
      expect(heading.is('x'.repeat(200))).to.equal(true);
      expect(heading.is('x'.repeat(201))).to.equal(false);
      expect(heading.is('a\nb')).to.equal(false);
      expect(heading.is(null)).to.equal(false);
      expect(heading.name).to.equal('a single line of at most 200 characters');
    });
  });

  it("reserves the agent's page's slug only while the placement is destination_page", () => {
    expect(agentSlugReservation({ ...DEFAULT_SITE, live_agent_placement: 'destination_page', live_agent_slug: 'talk' })).to.equal('talk');
    expect(agentSlugReservation({ ...DEFAULT_SITE, live_agent_placement: 'none', live_agent_slug: 'talk' })).to.equal(null);
  });
});

import { expect } from 'chai';
import { applyProjectChanges, type Project, type SiteChange } from '../../../domain/projects/project.js';
import { agentPlacement } from '../../../domain/site/agent-placement.js';
import { siteSettingsFingerprint, type SiteSettingsSource } from '../../../domain/site/settings-fingerprint.js';
import type { Domain, Hostname } from '../../../domain/site/hostname.js';
import type { NavigationEntry } from '../../../domain/site/navigation.js';
import type { DocTemplate } from '../../../domain/templates/template.js';
import { aProject } from '../../support/builders.js';

const OFFSET = { bottom: 24, inline_end: 16 };
const withAgent = (site: SiteChange, voice = true): Project =>
  applyProjectChanges(aProject({ id: 'p1' }), {
    modules: { voice },
    site: { launcher_offset: OFFSET, ...site },
    live_agent: { page_heading: 'Talk to us', page_text: 'We answer.' },
  });

describe('where a deploy puts the live agent', () => {
  it('puts none while the voice module is off, or with the placement none', () => {
    expect(agentPlacement(withAgent({ live_agent_placement: 'widget' }, false))).to.equal(null);
    expect(agentPlacement(withAgent({ live_agent_placement: 'none' }))).to.equal(null);
  });

  it('puts it on its own page, with its heading and text, only when the page has a slug', () => {
    expect(agentPlacement(withAgent({ live_agent_placement: 'destination_page', live_agent_slug: 'talk' }))).to.deep.equal({
      placement: 'destination_page',
      slug: 'talk',
      heading: 'Talk to us',
      text: 'We answer.',
      launcherOffset: null,
    });
    expect(agentPlacement(withAgent({ live_agent_placement: 'destination_page', live_agent_slug: null }))).to.equal(null);
  });

  it('stands a floating launcher where the owner moved it', () => {
    for (const placement of ['widget', 'modal'] as const) {
      expect(agentPlacement(withAgent({ live_agent_placement: placement, live_agent_slug: 'talk' }))).to.deep.equal({
        placement,
        slug: null,
        heading: '',
        text: '',
        launcherOffset: OFFSET,
      });
    }
  });

  it('puts it on the home page with nothing else of the settings', () => {
    expect(agentPlacement(withAgent({ live_agent_placement: 'homepage', live_agent_slug: 'talk' }))).to.deep.equal({
      placement: 'homepage',
      slug: null,
      heading: '',
      text: '',
      launcherOffset: null,
    });
  });
});

describe('the site settings fingerprint', () => {
  const domain = (hostname: string, status: Domain['status'], verified_at: string | null): Domain => ({
    project_id: 'p1',
    hostname: hostname as Hostname,
    status,
    verification_value: `v-${hostname}`,
    created_at: '2030-01-01T00:00:00.000Z',
    verified_at,
  });
  const nav = (id: string, position: number): NavigationEntry => ({
    id,
    project_id: 'p1',
    kind: 'header_nav_item',
    language: 'en',
    position,
    body: { label: id, slug: id },
  });
  const template: DocTemplate = { id: 't1', name: 'Recipe', description: '', fields: [{ key: 'photo', label: 'Photo', type: 'image', required: false }] };
  const source = (over: Partial<SiteSettingsSource> = {}): SiteSettingsSource => ({
    project: withAgent({ live_agent_placement: 'widget' }),
    navigation: [nav('a', 0), nav('b', 1)],
    domains: [domain('docs.example.com', 'verified', '2030-01-02T00:00:00.000Z'), domain('www.example.com', 'verified', '2030-01-03T00:00:00.000Z')],
    templates: [template],
    ...over,
  });
  const fingerprint = (over: Partial<SiteSettingsSource> = {}) => siteSettingsFingerprint(source(over));

  it('is a fixed-length text that stays the same for the same settings, in any order of entries and domains', () => {
    expect(fingerprint()).to.match(/^[0-9a-z]{22}$/);
    expect(fingerprint()).to.equal(fingerprint());
    expect(fingerprint({ navigation: [nav('b', 1), nav('a', 0)], domains: [...source().domains].reverse() })).to.equal(fingerprint());
  });

  it('is the same as releases recorded it: a new hash would mark every deployed site as changed', () => {
    expect(fingerprint()).to.equal('1br3g645jyt1tn3uuhebn0');
  });

  it('changes with anything a deploy renders besides the pages', () => {
    const base = fingerprint();
    const changed: Record<string, string> = {
      name: fingerprint({ project: applyProjectChanges(source().project, { name: 'Other' }) }),
      language: fingerprint({ project: applyProjectChanges(source().project, { default_language: 'de' }) }),
      theme: fingerprint({ project: applyProjectChanges(source().project, { site: { accent_color: '#123456' } }) }),
      placement: fingerprint({ project: applyProjectChanges(source().project, { site: { live_agent_placement: 'modal' } }) }),
      launcher: fingerprint({ project: applyProjectChanges(source().project, { site: { launcher_offset: { bottom: 0, inline_end: 0 } } }) }),
      navigation: fingerprint({ navigation: [nav('a', 1), nav('b', 0)] }),
      domain: fingerprint({ domains: [source().domains[0]!] }),
      verified: fingerprint({ domains: [source().domains[0]!, domain('www.example.com', 'verified', '2030-02-01T00:00:00.000Z')] }),
      template: fingerprint({ templates: [{ ...template, fields: [{ ...template.fields[0]!, type: 'text' }] }] }),
    };
    for (const [what, value] of Object.entries(changed)) expect(value, what).to.not.equal(base);
    expect(new Set(Object.values(changed)).size).to.equal(Object.keys(changed).length);
  });

  it('does not change with what the site does not show: a pending domain, the agent page text while the agent is a widget', () => {
    const base = fingerprint();
    expect(fingerprint({ domains: [...source().domains, domain('new.example.com', 'pending', null)] })).to.equal(base);
    expect(fingerprint({ project: applyProjectChanges(source().project, { live_agent: { page_text: 'Other' } }) })).to.equal(base);
  });
});

import { expect } from 'chai';
import {
  applyProjectChanges,
  changedSite,
  DEFAULT_SITE,
  isTrialExpired,
  newHomePages,
  newProject,
  withSettingDefaults,
} from '../../../domain/projects/project.js';
import { dailyPublicSessionBudget, dailySessionLimit, DEFAULT_PLANS, planLimits } from '../../../domain/projects/plan.js';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const project = () => newProject({ id: 'p1', name: 'Acme', defaultLanguage: 'en', now: NOW, trialDays: 14 });

describe('Project rules', () => {
  it('starts a project on the trial, ending trialDays later, with modules off and default settings', () => {
    expect(project()).to.deep.equal({
      id: 'p1',
      name: 'Acme',
      default_language: 'en',
      plan: 'trial',
      trial_ends_at: '2026-03-15T12:00:00.000Z',
      modules: { voice: false, onboarding: false },
      settings: withSettingDefaults({ site: DEFAULT_SITE, live_agent: {} as never }),
      created_at: '2026-03-01T12:00:00.000Z',
    });
    expect(project().settings.live_agent).to.deep.include({ voice: 'Puck', access: 'members', greeting: '' });
    expect(project().settings.workflow).to.deep.equal({ require_approval: false });
  });

  it('expires a trial at its end (not before), and never a paid plan', () => {
    const trial = project();
    expect(isTrialExpired(trial, new Date('2026-03-15T11:59:59.999Z'))).to.equal(false);
    expect(isTrialExpired(trial, new Date('2026-03-15T12:00:00.000Z'))).to.equal(true);
    expect(isTrialExpired({ ...trial, plan: 'pro' }, new Date('2027-01-01T00:00:00Z'))).to.equal(false);
  });

  it('changes the fields a write names, merging modules and settings, and leaves the others', () => {
    const changed = applyProjectChanges(project(), {
      name: 'Acme Inc',
      default_language: 'de',
      plan: 'pro',
      trial_ends_at: '2026-04-01T00:00:00.000Z',
      modules: { voice: true },
      site: { accent_color: '#112233' },
      live_agent: { greeting: 'Hallo' },
      workflow: { require_approval: true },
    });
    expect(changed).to.deep.include({
      name: 'Acme Inc',
      default_language: 'de',
      plan: 'pro',
      trial_ends_at: '2026-04-01T00:00:00.000Z',
      created_at: project().created_at,
    });
    expect(changed.modules).to.deep.equal({ voice: true, onboarding: false });
    expect(changed.settings.site).to.deep.equal({ ...DEFAULT_SITE, accent_color: '#112233' });
    expect(changed.settings.live_agent).to.deep.include({ greeting: 'Hallo', voice: 'Puck' });
    expect(changed.settings.workflow).to.deep.equal({ require_approval: true });
    expect(applyProjectChanges(project(), {})).to.deep.equal(project());
  });

  it('changes home pages by language (null removes one), and ignores a key present but undefined', () => {
    const site = { ...DEFAULT_SITE, home_pages: { en: 'home', de: 'start' }, accent_color: '#000000' };
    expect(changedSite(site, { home_pages: { de: null, fr: 'accueil' }, accent_color: undefined })).to.deep.equal({
      ...site,
      home_pages: { en: 'home', fr: 'accueil' },
    });
    expect(newHomePages(site, { home_pages: { en: 'home', de: 'neu', fr: null, it: 'casa' } })).to.deep.equal([
      { language: 'de', slug: 'neu' },
      { language: 'it', slug: 'casa' },
    ]);
    expect(newHomePages(site, {})).to.deep.equal([]);
  });

  it("gives a plan its limits, a plan without a public budget ten times its members' limit, and an unknown plan the trial's", () => {
    expect(planLimits(DEFAULT_PLANS, 'pro')).to.deep.equal({ live_sessions_per_day: 200, public_sessions_per_day: 2000 });
    const plans = { ...DEFAULT_PLANS, team: { live_sessions_per_day: 7 } };
    expect(planLimits(plans, 'team')).to.deep.equal({ live_sessions_per_day: 7, public_sessions_per_day: 70 });
    expect(dailySessionLimit(plans, 'gone')).to.equal(5);
    expect(dailyPublicSessionBudget(plans, 'gone')).to.equal(20);
    expect(dailySessionLimit(plans, 'toString')).to.equal(5);
    expect(planLimits({}, 'trial')).to.deep.equal({ live_sessions_per_day: 0, public_sessions_per_day: 0 });
  });
});

import { expect } from 'chai';
import { checkPublicAgent, isOpenToPublic, mayRunTool, publicRefusal } from '../../../domain/live/public-access.js';
import type { LiveSpeaker } from '../../../domain/live/live-speaker.js';
import { speakerKey } from '../../../domain/live/live-speaker.js';
import { newProject, type Project } from '../../../domain/projects/project.js';
import { dailyPublicSessionBudget } from '../../../domain/projects/plan.js';

const member: LiveSpeaker = {
  kind: 'member',
  userId: 'ada',
  membership: { project_id: 'p', user_id: 'ada', role: 'member', provisioned: true, created_at: '' },
};
const visitor: LiveSpeaker = { kind: 'visitor', visitorId: 'v1' };
const caller: LiveSpeaker = { kind: 'caller', callId: 'CA1', phone: '+4915112345678' };

const project = (changes: Partial<Project> = {}): Project => ({
  ...newProject({ id: 'p', name: 'P', defaultLanguage: 'en', now: new Date('2030-01-01T00:00:00Z'), trialDays: 14 }),
  modules: { voice: true, onboarding: true },
  ...changes,
});

describe('domain/live: the rules for the public', () => {
  it('lets the public run ask, answer, transfer_to_manager and update_profile only; members any tool', () => {
    for (const tool of ['ask', 'answer', 'transfer_to_manager', 'update_profile']) {
      expect([mayRunTool(visitor, tool), mayRunTool(caller, tool)], tool).to.deep.equal([true, true]);
    }
    for (const tool of ['search_company', 'select_company', 'run_extraction', 'set_field', 'confirm', 'anything']) {
      expect([mayRunTool(visitor, tool), mayRunTool(caller, tool), mayRunTool(member, tool)], tool).to.deep.equal([false, false, true]);
    }
  });

  it("files each speaker's records under a key of its own: the member's id, the visitor's, the caller's number or call", () => {
    expect([speakerKey(member), speakerKey(visitor), speakerKey(caller), speakerKey({ ...caller, phone: null })]).to.deep.equal([
      'ada',
      'visitor:v1',
      'phone:+4915112345678',
      'call:CA1',
    ]);
  });

  it('is public only when the owner said so; takes the public while the voice module is on and the trial runs', () => {
    expect(isOpenToPublic(project())).to.equal(false);
    const open = project();
    expect(isOpenToPublic({ ...open, settings: { ...open.settings, live_agent: { ...open.settings.live_agent, access: 'public' } } })).to.equal(true);
    const now = new Date('2030-01-02T00:00:00Z');
    expect(checkPublicAgent(project(), now)._tag).to.equal('Right');
    expect(checkPublicAgent(project({ modules: { voice: false, onboarding: false } }), now)).to.deep.equal({
      _tag: 'Left',
      left: { _tag: 'Forbidden', message: 'Voice web agent not enabled for this project' },
    });
    expect(checkPublicAgent(project(), new Date('2030-02-01T00:00:00Z'))).to.deep.equal({
      _tag: 'Left',
      left: { _tag: 'TrialExpired', message: 'Trial expired' },
    });
  });

  it('refuses a spent budget or limit in words, until the next UTC midnight', () => {
    const budget = { perProject: 20, perAddress: 3 };
    const at = new Date('2030-01-02T23:00:00Z');
    expect(publicRefusal('reserved', budget, at)).to.equal(null);
    expect(publicRefusal('project_budget_spent', budget, at)).to.deep.equal({
      _tag: 'QuotaExceeded',
      message: 'This live agent has had all the public conversations it can take today (20/day). Try again tomorrow.',
      retryAfterSeconds: 3600,
    });
    expect(publicRefusal('address_limit_reached', budget, at)).to.deep.equal({
      _tag: 'QuotaExceeded',
      message: 'Too many live sessions from your address today (3/day). Try again tomorrow.',
      retryAfterSeconds: 3600,
    });
  });

  it("takes the project's daily budget from its plan: ten times the members' limit when the plan does not say", () => {
    const plans = { trial: { live_sessions_per_day: 5, public_sessions_per_day: 20 }, pro: { live_sessions_per_day: 200 } };
    expect([dailyPublicSessionBudget(plans, 'trial'), dailyPublicSessionBudget(plans, 'pro'), dailyPublicSessionBudget(plans, 'gone')]).to.deep.equal([
      20, 2000, 20,
    ]);
  });
});

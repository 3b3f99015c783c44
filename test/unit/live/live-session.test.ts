import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { checkLiveAccess, liveSessionRefusal, NOT_A_MEMBER, NOT_PROVISIONED, VOICE_DISABLED } from '../../../domain/live/live-access.js';
import { dailyLimitMessage, newLiveSession, secondsToNextUtcMidnight, utcDay } from '../../../domain/live/live-session.js';
import type { Membership } from '../../../domain/projects/membership.js';
import { newProject, type Project } from '../../../domain/projects/project.js';
import { conflict, forbidden, internal, notFound, quotaExceeded, trialExpired, unauthenticated, unavailable } from '../../../domain/shared/errors.js';
import { leftOf, rightOf } from '../../support/expect.js';

describe('domain/live: quota days, the limit message, the session record', () => {
  it('buckets instants by UTC day', () => {
    expect(utcDay(new Date('2030-01-01T00:00:00.000Z'))).to.equal('2030-01-01');
    expect(utcDay(new Date('2030-01-01T23:59:59.999Z'))).to.equal('2030-01-01');
    expect(utcDay(new Date('2030-01-01T23:30:00.000-05:00'))).to.equal('2030-01-02');
  });

  it('counts whole seconds to the next UTC midnight, at least 1', () => {
    expect(secondsToNextUtcMidnight(new Date('2030-01-01T00:00:00.000Z'))).to.equal(86_400);
    expect(secondsToNextUtcMidnight(new Date('2030-01-01T12:00:00.000Z'))).to.equal(43_200);
    expect(secondsToNextUtcMidnight(new Date('2030-01-01T23:59:59.001Z'))).to.equal(1);
    expect(secondsToNextUtcMidnight(new Date('2030-01-01T23:59:58.400Z'))).to.equal(2);
    expect(secondsToNextUtcMidnight(new Date('2032-02-29T23:00:00.000Z'))).to.equal(3_600);
  });

  it('words the limit as the specification does', () => {
    expect(dailyLimitMessage(25)).to.equal('Daily live-session limit reached (25/day). Try again tomorrow or upgrade your plan.');
  });

  it('makes a record that expires with its 30-minute token', () => {
    const session = newLiveSession({ id: 's1', projectId: 'p1', userId: 'u1', kind: 'resume', at: new Date('2030-01-01T23:45:00.000Z') });
    expect(session).to.deep.equal({
      id: 's1',
      project_id: 'p1',
      user_id: 'u1',
      kind: 'resume',
      day: '2030-01-01',
      issued_at: '2030-01-01T23:45:00.000Z',
      expires_at: '2030-01-02T00:15:00.000Z',
      redeemed_at: null,
      address: null,
    });
  });
});

describe('domain/live: checkLiveAccess', () => {
  const now = new Date('2030-01-05T00:00:00.000Z');
  const base = newProject({ id: 'p1', name: 'P', defaultLanguage: 'en', now: new Date('2030-01-01T00:00:00.000Z'), trialDays: 14 });
  const withModules = (voice: boolean): Project => ({ ...base, modules: { voice, onboarding: false } });
  const member = (provisioned: boolean): Membership => ({ project_id: 'p1', user_id: 'u1', role: 'member', provisioned, created_at: '' });
  const refusal = (result: E.Either<{ message: string }, unknown>) => (E.isLeft(result) ? result.left.message : 'allowed');

  it('checks member, provisioned, voice module, trial, in that order', () => {
    const expiredOff: Project = { ...withModules(false), trial_ends_at: '2030-01-02T00:00:00.000Z' };
    expect(refusal(checkLiveAccess(expiredOff, null, now))).to.equal(NOT_A_MEMBER);
    expect(refusal(checkLiveAccess(expiredOff, member(false), now))).to.equal(NOT_PROVISIONED);
    expect(refusal(checkLiveAccess(expiredOff, member(true), now))).to.equal(VOICE_DISABLED);
    expect(refusal(checkLiveAccess({ ...expiredOff, modules: { voice: true, onboarding: false } }, member(true), now))).to.equal('Trial expired');
    expect(refusal(checkLiveAccess(withModules(true), member(true), now))).to.equal('allowed');
  });

  it('uses Forbidden for refusals and TrialExpired for the trial, and lets paid plans past trial_ends_at', () => {
    const left = checkLiveAccess(withModules(true), null, now);
    expect(leftOf(left)._tag).to.equal('Forbidden');
    const expired: Project = { ...withModules(true), trial_ends_at: '2030-01-02T00:00:00.000Z' };
    const trial = checkLiveAccess(expired, member(true), now);
    expect(leftOf(trial)._tag).to.equal('TrialExpired');
    rightOf(checkLiveAccess({ ...expired, plan: 'pro' }, member(true), now));
  });
});

describe('domain/live: liveSessionRefusal', () => {
  it('names the rule each refusal of a session start stands for', () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    const expired = { ...newProject({ id: 'p', name: 'P', defaultLanguage: 'en', now, trialDays: 0 }), modules: { voice: true, onboarding: false } };
    const member = { project_id: 'p', user_id: 'u', role: 'member' as const, provisioned: true, created_at: '' };
    const reasonOf = (project: Project, membership: Membership | null) => liveSessionRefusal(leftOf(checkLiveAccess(project, membership, now)));
    expect(reasonOf(expired, null)).to.equal('not_a_member');
    expect(reasonOf(expired, { ...member, provisioned: false })).to.equal('not_provisioned');
    expect(reasonOf({ ...expired, modules: { voice: false, onboarding: false } }, member)).to.equal('voice_disabled');
    expect(reasonOf(expired, member)).to.equal('trial_expired');
    expect(liveSessionRefusal(trialExpired())).to.equal('trial_expired');
    expect(liveSessionRefusal(unauthenticated())).to.equal('not_signed_in');
    expect(liveSessionRefusal(notFound('Project not found'))).to.equal('project_not_found');
    expect(liveSessionRefusal(quotaExceeded('Daily live-session limit reached', 60))).to.equal('daily_limit');
    expect(liveSessionRefusal(unavailable('Voice service unavailable'))).to.equal('voice_provider');
    expect(liveSessionRefusal(forbidden())).to.equal('error');
    expect(liveSessionRefusal(conflict('x'))).to.equal('error');
    expect(liveSessionRefusal(internal('x', new Error('x')))).to.equal('error');
  });
});

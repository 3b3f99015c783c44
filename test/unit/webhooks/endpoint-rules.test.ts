import { expect } from 'chai';
import { webhookUpdate } from '../../../domain/webhooks/endpoint.js';
import { afterFailedAttempt, failingCutoff } from '../../../domain/webhooks/retry.js';

const AT = '2026-05-01T12:00:00.000Z';

describe('Webhook update (domain): what a PATCH writes', () => {
  it('writes only the fields it names, and the time; the rest keeps its value', () => {
    expect(webhookUpdate({}, AT)).to.deep.equal({ updated_at: AT });
    expect(webhookUpdate({ url: 'https://example.com/hook' }, AT)).to.deep.equal({ url: 'https://example.com/hook', updated_at: AT });
    expect(webhookUpdate({ events: ['page.updated'], description: 'Ours' }, AT)).to.deep.equal({
      events: ['page.updated'],
      description: 'Ours',
      updated_at: AT,
    });
    expect(webhookUpdate({ url: undefined, events: undefined, description: undefined, enabled: undefined }, AT)).to.deep.equal({ updated_at: AT });
  });

  it('clears the description with null', () => {
    expect(webhookUpdate({ description: null }, AT)).to.deep.equal({ description: null, updated_at: AT });
  });

  it('forgets the failures of an endpoint it enables; disabling keeps them', () => {
    expect(webhookUpdate({ enabled: true }, AT)).to.deep.equal({ enabled: true, failing_since: null, updated_at: AT });
    expect(webhookUpdate({ enabled: false }, AT)).to.deep.equal({ enabled: false, updated_at: AT });
  });
});

describe('Webhook endpoint after a failed attempt (domain): failing too long disables it', () => {
  const cutoff = failingCutoff(new Date(AT));
  const failure = (disable = false) => ({ at: AT, disable, cutoff });

  it('is failing from its first failure in a row, and stays enabled while that is less than five days ago', () => {
    expect(afterFailedAttempt({ enabled: true, failing_since: null }, failure())).to.deep.equal({ enabled: true, failing_since: AT });
    const fourDays = '2026-04-27T12:00:00.000Z';
    expect(afterFailedAttempt({ enabled: true, failing_since: fourDays }, failure())).to.deep.equal({ enabled: true, failing_since: fourDays });
    const justUnder = '2026-04-26T12:00:00.001Z';
    expect(afterFailedAttempt({ enabled: true, failing_since: justUnder }, failure())).to.deep.equal({ enabled: true, failing_since: justUnder });
  });

  it('is disabled once it has been failing for five days or more', () => {
    expect(cutoff).to.equal('2026-04-26T12:00:00.000Z');
    expect(afterFailedAttempt({ enabled: true, failing_since: cutoff }, failure())).to.deep.equal({ enabled: false, failing_since: cutoff });
    const sixDays = '2026-04-25T12:00:00.000Z';
    expect(afterFailedAttempt({ enabled: true, failing_since: sixDays }, failure())).to.deep.equal({ enabled: false, failing_since: sixDays });
  });

  it('is disabled at once when the failure says so (410), and a disabled endpoint stays disabled', () => {
    expect(afterFailedAttempt({ enabled: true, failing_since: null }, failure(true))).to.deep.equal({ enabled: false, failing_since: AT });
    expect(afterFailedAttempt({ enabled: false, failing_since: null }, failure())).to.deep.equal({ enabled: false, failing_since: AT });
  });
});

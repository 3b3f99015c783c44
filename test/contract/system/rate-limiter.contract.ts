import { expect } from 'chai';
import type { RateLimiter } from '../../../application/shared/ports.js';
import { FakeClock } from '../../support/fake-clock.js';
import { uniqueId } from '../../support/builders.js';

export const MINUTE = 60_000;

/** The RateLimiter port: a true sliding window, run against every adapter. */
export function rateLimiterContract(make: (clock: FakeClock) => RateLimiter): void {
  it('admits `limit` events per sliding window, then says exactly when to retry', async () => {
    const clock = new FakeClock('2026-03-01T10:00:00Z');
    const limiter = make(clock);
    const key = uniqueId('key');
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.hit(key, 3, MINUTE)).to.deep.equal({ allowed: true, retryAfterSeconds: 0 });
      clock.advance(10_000);
    }
    expect(await limiter.hit(key, 3, MINUTE)).to.deep.equal({ allowed: false, retryAfterSeconds: 30 });
    expect(await limiter.peek(key, 3, MINUTE)).to.deep.equal({ allowed: false, retryAfterSeconds: 30 });
    clock.advance(29_999); // 1 ms before the first event leaves: still full, Retry-After rounds up
    expect(await limiter.hit(key, 3, MINUTE)).to.deep.equal({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(1); // the first event leaves the window exactly now
    expect((await limiter.peek(key, 3, MINUTE)).allowed).to.equal(true);
    expect((await limiter.hit(key, 3, MINUTE)).allowed).to.equal(true);
    // Full again; the next to leave is the second event (t = 10 s), 10 s from now.
    expect(await limiter.hit(key, 3, MINUTE)).to.deep.equal({ allowed: false, retryAfterSeconds: 10 });
  });

  it('has no double burst at a minute boundary: a burst at 0:59 and one at 1:01 share one window', async () => {
    const clock = new FakeClock('2026-03-01T10:00:59Z');
    const limiter = make(clock);
    const key = uniqueId('key');
    const burst = async (n: number) => {
      let allowed = 0;
      for (let i = 0; i < n; i += 1) if ((await limiter.hit(key, 60, MINUTE)).allowed) allowed += 1;
      return allowed;
    };
    expect(await burst(60)).to.equal(60);
    clock.advance(2_000);
    expect(await burst(60)).to.equal(0);
    clock.advance(58_000); // 10:01:59, exactly one minute after the first burst
    expect(await burst(61)).to.equal(60);
  });

  it('never admits more than `limit` when many hits arrive at once', async () => {
    const clock = new FakeClock();
    const limiter = make(clock);
    const key = uniqueId('key');
    const decisions = await Promise.all(Array.from({ length: 40 }, () => limiter.hit(key, 25, MINUTE)));
    expect(decisions.filter((d) => d.allowed)).to.have.length(25);
    for (const refused of decisions.filter((d) => !d.allowed)) expect(refused.retryAfterSeconds).to.equal(60);
  });

  it('counts keys separately, and peek records nothing', async () => {
    const clock = new FakeClock();
    const limiter = make(clock);
    const [peeked, other] = [uniqueId('key'), uniqueId('key')];
    for (let i = 0; i < 5; i += 1) expect((await limiter.peek(peeked, 1, MINUTE)).allowed).to.equal(true);
    expect((await limiter.hit(peeked, 1, MINUTE)).allowed).to.equal(true);
    expect((await limiter.hit(peeked, 1, MINUTE)).allowed).to.equal(false);
    expect((await limiter.hit(other, 1, MINUTE)).allowed).to.equal(true);
  });

  it('does not count refused events: the window frees as the admitted ones leave', async () => {
    const clock = new FakeClock();
    const limiter = make(clock);
    const key = uniqueId('key');
    expect((await limiter.hit(key, 1, MINUTE)).allowed).to.equal(true);
    for (let i = 0; i < 5; i += 1) {
      clock.advance(10_000);
      expect((await limiter.hit(key, 1, MINUTE)).allowed).to.equal(false);
    }
    clock.advance(10_000);
    expect((await limiter.hit(key, 1, MINUTE)).allowed).to.equal(true);
  });
}

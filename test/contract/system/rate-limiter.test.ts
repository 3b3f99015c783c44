import { expect } from 'chai';
import type { RateLimiter } from '../../../application/shared/ports.js';
import { MongoRateLimiter } from '../../../infrastructure/mongo/system/rate-limiter.js';
import { InMemoryRateLimiter } from '../../../infrastructure/system/in-memory-rate-limiter.js';
import { FakeClock } from '../../support/fake-clock.js';
import { describeMongo } from '../../support/mongo.js';

function rateLimiterContract(make: (clock: FakeClock) => RateLimiter): void {
  it('admits `limit` events per sliding window, then says when to retry', async () => {
    const clock = new FakeClock('2026-03-01T10:00:00Z');
    const limiter = make(clock);
    const key = `k-${Math.random()}`;
    for (let i = 0; i < 3; i += 1) {
      expect((await limiter.hit(key, 3, 60_000)).allowed).to.equal(true);
      clock.advance(10_000);
    }
    const refused = await limiter.hit(key, 3, 60_000);
    expect(refused).to.deep.equal({ allowed: false, retryAfterSeconds: 30 });
    expect((await limiter.peek(key, 3, 60_000)).allowed).to.equal(false);
    clock.advance(30_000); // the first event leaves the window
    expect((await limiter.peek(key, 3, 60_000)).allowed).to.equal(true);
    expect((await limiter.hit(key, 3, 60_000)).allowed).to.equal(true);
    expect((await limiter.hit(key, 3, 60_000)).allowed).to.equal(false);
  });

  it('counts keys separately and peek records nothing', async () => {
    const clock = new FakeClock();
    const limiter = make(clock);
    for (let i = 0; i < 5; i += 1) await limiter.peek('peeked', 1, 60_000);
    expect((await limiter.hit('peeked', 1, 60_000)).allowed).to.equal(true);
    expect((await limiter.hit('other', 1, 60_000)).allowed).to.equal(true);
  });
}

describe('RateLimiter contract [in-memory]', () => rateLimiterContract((clock) => new InMemoryRateLimiter(clock)));
describeMongo('RateLimiter contract', (mongo) => rateLimiterContract((clock) => new MongoRateLimiter(mongo().db, clock)));

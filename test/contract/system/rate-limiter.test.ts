import { expect } from 'chai';
import { MongoRateLimiter } from '../../../infrastructure/mongo/system/rate-limiter.js';
import { InMemoryRateLimiter } from '../../../infrastructure/system/in-memory-rate-limiter.js';
import { FakeClock } from '../../support/fake-clock.js';
import { describeMongo } from '../../support/mongo.js';
import { MINUTE, rateLimiterContract } from './rate-limiter.contract.js';

describe('RateLimiter contract [in-memory]', () => {
  rateLimiterContract((clock) => new InMemoryRateLimiter(clock));

  it('keeps memory bounded: keys whose window emptied are dropped, and the number of keys is capped', async () => {
    const clock = new FakeClock();
    const limiter = new InMemoryRateLimiter(clock, 50);
    for (let i = 0; i < 40; i += 1) await limiter.hit(`idle-${i}`, 5, MINUTE);
    clock.advance(MINUTE);
    // Every later hit sweeps a few of the stalest keys: the idle ones are gone after enough traffic.
    for (let i = 0; i < 30; i += 1) await limiter.hit('busy', 1_000, MINUTE);
    expect(limiter.size).to.equal(1);
    for (let i = 0; i < 200; i += 1) await limiter.hit(`flood-${i}`, 5, MINUTE);
    expect(limiter.size).to.equal(50);
  });
});
describeMongo('RateLimiter contract', (mongo) => rateLimiterContract((clock) => new MongoRateLimiter(mongo().db, clock)));

import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import type { IdentityVerifier, VerifiedIdentity } from '../../../application/identity/ports.js';
import { unauthenticated } from '../../../domain/shared/errors.js';
import { CachedIdentityVerifier } from '../../../infrastructure/auth/cached-identity-verifier.js';
import { FakeClock } from '../../support/fake-clock.js';
import { rightOf } from '../../support/expect.js';

class CountingVerifier implements IdentityVerifier {
  calls = 0;
  constructor(private readonly expiresAt: Date) {}
  async verify(token: string) {
    this.calls += 1;
    if (token === 'bad') return E.left(unauthenticated('Invalid token'));
    return E.right<never, VerifiedIdentity>({ userId: token, email: null, expiresAt: this.expiresAt });
  }
}

describe('CachedIdentityVerifier', () => {
  it('verifies a token once and answers repeats from the cache', async () => {
    const clock = new FakeClock('2026-01-01T00:00:00Z');
    const inner = new CountingVerifier(new Date('2026-01-01T01:00:00Z'));
    const cached = new CachedIdentityVerifier(inner, clock);
    for (let i = 0; i < 5; i += 1) rightOf(await cached.verify('alice'));
    expect(inner.calls).to.equal(1);
  });

  it('never serves a token past its exp', async () => {
    const clock = new FakeClock('2026-01-01T00:00:00Z');
    const inner = new CountingVerifier(new Date('2026-01-01T00:00:30Z'));
    const cached = new CachedIdentityVerifier(inner, clock);
    await cached.verify('alice');
    clock.advance(31_000);
    await cached.verify('alice');
    expect(inner.calls).to.equal(2);
  });

  it('verifies two tokens with the same header and payload but different signatures separately', async () => {
    const clock = new FakeClock('2026-01-01T00:00:00Z');
    class SignatureChecking implements IdentityVerifier {
      calls = 0;
      async verify(token: string) {
        this.calls += 1;
        const [header, payload, signature] = token.split('.');
        if (signature !== 'genuine') return E.left(unauthenticated('Invalid token'));
        return E.right<never, VerifiedIdentity>({ userId: `${header}.${payload}`, email: null, expiresAt: new Date('2026-01-01T01:00:00Z') });
      }
    }
    const inner = new SignatureChecking();
    const cached = new CachedIdentityVerifier(inner, clock);
    rightOf(await cached.verify('h.p.genuine'));
    // Right after the genuine token, its header and payload with a forged signature: checked, refused.
    expect(await cached.verify('h.p.forged')).to.deep.equal(E.left(unauthenticated('Invalid token')));
    expect(await cached.verify('h.p.genuine-ish')).to.deep.equal(E.left(unauthenticated('Invalid token')));
    expect(inner.calls).to.equal(3);
  });

  it('does not cache failures', async () => {
    const inner = new CountingVerifier(new Date(Date.now() + 3600_000));
    const cached = new CachedIdentityVerifier(inner, new FakeClock());
    await cached.verify('bad');
    await cached.verify('bad');
    expect(inner.calls).to.equal(2);
  });

  it('verifies again once the token reaches its exp (not only past it)', async () => {
    const clock = new FakeClock('2026-01-01T00:00:00Z');
    const inner = new CountingVerifier(new Date('2026-01-01T00:00:30Z'));
    const cached = new CachedIdentityVerifier(inner, clock);
    await cached.verify('alice');
    clock.advance(29_999);
    await cached.verify('alice');
    expect(inner.calls).to.equal(1);
    clock.advance(1);
    await cached.verify('alice');
    expect(inner.calls).to.equal(2);
  });

  it('keeps a long-lived token for ten minutes at most, then verifies it again (a revoked key stops working)', async () => {
    const clock = new FakeClock('2026-01-01T00:00:00Z');
    const inner = new CountingVerifier(new Date('2026-01-01T01:00:00Z'));
    const cached = new CachedIdentityVerifier(inner, clock);
    await cached.verify('alice');
    clock.advance(10 * 60_000 - 1);
    await cached.verify('alice');
    expect(inner.calls).to.equal(1);
    clock.advance(1);
    expect(rightOf(await cached.verify('alice')).userId).to.equal('alice');
    expect(inner.calls).to.equal(2);
  });

  it('holds 10,000 tokens at most, forgetting the oldest first', async () => {
    const clock = new FakeClock('2026-01-01T00:00:00Z');
    const inner = new CountingVerifier(new Date('2026-01-01T01:00:00Z'));
    const cached = new CachedIdentityVerifier(inner, clock);
    for (let i = 0; i < 10_000; i += 1) await cached.verify(`user-${i}`);
    await cached.verify('user-0');
    expect(inner.calls).to.equal(10_000);
    await cached.verify('one more');
    // The oldest entry (user-0, a hit since does not make it newer) went; the others stay.
    await cached.verify('user-2');
    expect(inner.calls).to.equal(10_001);
    await cached.verify('user-0');
    expect(inner.calls).to.equal(10_002);
  });
});

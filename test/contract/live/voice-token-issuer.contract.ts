import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import type { LiveSessionLedger, VoiceGrant, VoiceTokenIssuer } from '../../../application/live/ports.js';
import { newLiveSession } from '../../../domain/live/live-session.js';
import type { FakeClock } from '../../support/fake-clock.js';
import { rightOf } from '../../support/expect.js';
import { uniqueId } from '../../support/builders.js';

/** A grant backed by a reserved ledger session, as StartLiveSession makes it. */
export async function reservedGrant(ledger: LiveSessionLedger, clock: FakeClock, voice = 'Kore'): Promise<VoiceGrant> {
  const session = newLiveSession({ id: uniqueId('session'), projectId: 'p1', userId: 'alice', kind: 'start', at: clock.now() });
  await ledger.reserve(session, 1000);
  return { sessionId: session.id, projectId: 'p1', userId: 'alice', voice, issuedAt: clock.now(), expiresAt: new Date(session.expires_at) };
}

/** What every VoiceTokenIssuer promises. */
export function issuerContract(open: () => { issuer: VoiceTokenIssuer; ledger: LiveSessionLedger; clock: FakeClock }): void {
  it('mints a distinct non-empty token per session', async () => {
    const { issuer, ledger, clock } = open();
    const first = await issuer.issue(await reservedGrant(ledger, clock));
    const second = await issuer.issue(await reservedGrant(ledger, clock));
    expect(E.isRight(first) && E.isRight(second)).to.equal(true);
    const tokens = [first, second].map((t) => rightOf(t));
    expect(tokens[0]).to.be.a('string').and.not.equal('');
    expect(tokens[0]).not.to.equal(tokens[1]);
  });
}

import { expect } from 'chai';
import type { StreamPassStore } from '../../../application/telephony/ports.js';
import { newStreamPass } from '../../../domain/telephony/stream-pass.js';
import { uniqueId } from '../../support/builders.js';

/** What each adapter's runner provides: a fresh store and the projects passes may belong to. */
export interface StreamPassFixture {
  readonly passes: StreamPassStore;
  addProject(id: string): Promise<void>;
  /** Deletes a project the way the service does; its passes must go with it. */
  deleteProject(id: string): Promise<void>;
}

/** The StreamPassStore contract: every adapter must pass it unchanged. */
export function streamPassStoreContract(open: () => Promise<StreamPassFixture>): void {
  let fixture: StreamPassFixture;
  let project: string;
  const at = new Date('2030-03-04T10:00:00.000Z');
  const later = (ms: number) => new Date(at.getTime() + ms);
  const pass = (callId = 'CA1') => newStreamPass({ tokenHash: uniqueId('hash'), projectId: project, callId, now: at });

  beforeEach(async () => {
    fixture = await open();
    project = uniqueId('p');
    await fixture.addProject(project);
  });

  it('redeems a pass once, naming the call it was issued for', async () => {
    const issued = pass('CA42');
    await fixture.passes.issue(issued);
    expect(await fixture.passes.redeem(issued.token_hash, later(1000))).to.deep.equal({ ...issued, redeemed_at: later(1000).toISOString() });
    expect(await fixture.passes.redeem(issued.token_hash, later(2000))).to.equal(null);
    expect(await fixture.passes.redeem('no-such-hash', later(1000))).to.equal(null);
  });

  it('of many redemptions at once, exactly one gets the pass', async () => {
    const issued = pass();
    await fixture.passes.issue(issued);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => fixture.passes.redeem(issued.token_hash, later(1000))));
    expect(outcomes.filter((o) => o !== null)).to.have.length(1);
  });

  it('refuses a pass past its four hours', async () => {
    const issued = pass();
    await fixture.passes.issue(issued);
    expect(await fixture.passes.redeem(issued.token_hash, later(4 * 3_600_000))).to.equal(null);
  });

  it("keeps a call's unused passes as new ones are issued, and drops its used ones", async () => {
    const used = pass();
    const waiting = pass();
    await fixture.passes.issue(used);
    await fixture.passes.issue(waiting);
    await fixture.passes.redeem(used.token_hash, later(1000));
    await fixture.passes.issue(pass());
    expect(await fixture.passes.redeem(waiting.token_hash, later(2000))).to.include({ call_id: 'CA1' });
  });

  it("deletes a project's passes with the project", async () => {
    const issued = pass();
    await fixture.passes.issue(issued);
    await fixture.deleteProject(project);
    expect(await fixture.passes.redeem(issued.token_hash, later(1000))).to.equal(null);
  });
}

import { expect } from 'chai';
import type { VisitorRepository } from '../../../application/live/ports.js';
import { newVisitor } from '../../../domain/live/visitor.js';
import { uniqueId } from '../../support/builders.js';

/** What each adapter's runner provides: a fresh repository and the projects visitors may belong to. */
export interface VisitorFixture {
  readonly visitors: VisitorRepository;
  addProject(id: string): Promise<void>;
  /** Deletes a project the way the service does; its visitors must go with it. */
  deleteProject(id: string): Promise<void>;
}

/** The VisitorRepository contract: every adapter must pass it unchanged. */
export function visitorRepositoryContract(open: () => Promise<VisitorFixture>): void {
  let fixture: VisitorFixture;
  let project: string;
  const at = new Date('2030-03-04T10:00:00.000Z');
  const visitor = (options: { project?: string; now?: Date } = {}) =>
    newVisitor({ id: uniqueId('v'), projectId: options.project ?? project, tokenHash: uniqueId('hash'), now: options.now ?? at });

  beforeEach(async () => {
    fixture = await open();
    project = uniqueId('p');
    await fixture.addProject(project);
  });

  it('finds a visitor by its token hash, and nothing by another', async () => {
    const saved = visitor();
    await fixture.visitors.save(saved);
    expect(await fixture.visitors.findByTokenHash(saved.token_hash)).to.deep.equal(saved);
    expect(await fixture.visitors.findByTokenHash('no-such-hash')).to.equal(null);
  });

  it("drops the project's expired visitors as a new one is saved, and no one else's", async () => {
    const other = uniqueId('p');
    await fixture.addProject(other);
    const old = visitor();
    const oldElsewhere = visitor({ project: other });
    const recent = visitor({ now: new Date(at.getTime() + 3_600_000) });
    for (const v of [old, oldElsewhere, recent]) await fixture.visitors.save(v);
    await fixture.visitors.save(visitor({ now: new Date(at.getTime() + 24 * 3_600_000) }));
    expect(await fixture.visitors.findByTokenHash(old.token_hash)).to.equal(null);
    expect(await fixture.visitors.findByTokenHash(recent.token_hash)).to.deep.equal(recent);
    expect(await fixture.visitors.findByTokenHash(oldElsewhere.token_hash)).to.deep.equal(oldElsewhere);
  });

  it("deletes a project's visitors with the project", async () => {
    const saved = visitor();
    await fixture.visitors.save(saved);
    await fixture.deleteProject(project);
    expect(await fixture.visitors.findByTokenHash(saved.token_hash)).to.equal(null);
  });
}

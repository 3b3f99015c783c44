import { expect } from 'chai';
import type { GlossaryStore } from '../../../application/translation/ports.js';
import { uniqueId } from '../../support/builders.js';

export interface GlossaryStoreFixture {
  readonly store: GlossaryStore;
  addProject(id: string): Promise<void>;
  deleteProject(id: string): Promise<void>;
}

const NOW = new Date('2030-01-01T00:00:00Z');
const ACME = { terms: [{ term: 'Acme Cloud' }, { term: 'workspace', translations: { fr: 'espace de travail', ar: 'مساحة العمل' } }] };

/** The GlossaryStore contract, run against every adapter. */
export function glossaryStoreContract(make: () => Promise<GlossaryStoreFixture>): void {
  let fixture: GlossaryStoreFixture;
  let project: string;
  beforeEach(async () => {
    fixture = await make();
    project = uniqueId('proj');
    await fixture.addProject(project);
  });

  it('finds an empty glossary for a project that never saved one', async () => {
    expect(await fixture.store.find(project)).to.deep.equal({ terms: [] });
  });

  it('returns the terms saved, in order, with their translations', async () => {
    await fixture.store.replace(project, ACME, NOW);
    expect(await fixture.store.find(project)).to.deep.equal(ACME);
  });

  it('replaces the whole glossary, down to nothing', async () => {
    await fixture.store.replace(project, ACME, NOW);
    await fixture.store.replace(project, { terms: [{ term: 'Beta' }] }, NOW);
    expect(await fixture.store.find(project)).to.deep.equal({ terms: [{ term: 'Beta' }] });
    await fixture.store.replace(project, { terms: [] }, NOW);
    expect(await fixture.store.find(project)).to.deep.equal({ terms: [] });
  });

  it('keeps projects apart', async () => {
    const other = `${project}-b`;
    await fixture.addProject(other);
    await fixture.store.replace(project, ACME, NOW);
    expect(await fixture.store.find(other)).to.deep.equal({ terms: [] });
  });

  it('under concurrent replaces, ends with one of them whole, never a mix', async () => {
    const versions = Array.from({ length: 8 }, (_, i) => ({ terms: [{ term: `first ${i}` }, { term: `second ${i}` }] }));
    await Promise.all(versions.map((glossary) => fixture.store.replace(project, glossary, NOW)));
    expect(versions).to.deep.include(await fixture.store.find(project));
  });

  it('goes away with its project', async () => {
    await fixture.store.replace(project, ACME, NOW);
    await fixture.deleteProject(project);
    expect(await fixture.store.find(project)).to.deep.equal({ terms: [] });
  });
}

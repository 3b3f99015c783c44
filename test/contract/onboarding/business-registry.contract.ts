import { expect } from 'chai';
import type { BusinessRegistry } from '../../../application/onboarding/ports.js';

/** The BusinessRegistry contract, run against every adapter. */
export function registryContract(make: () => BusinessRegistry): void {
  it('finds companies by name within the country, at most `limit`, each with its registry id and city', async () => {
    const found = await make().search({ country: 'GB', text: 'bakery', limit: 5 });
    expect(found.kind).to.equal('found');
    if (found.kind !== 'found') return;
    expect(found.candidates).to.have.length(5);
    expect(found.candidates.every((c) => c.country === 'GB' && /Bakery/.test(c.name))).to.equal(true);
    expect(found.candidates.map((c) => c.registry_id)).to.include('gb/00000000');
  });

  it('keeps to the country asked for', async () => {
    const found = await make().search({ country: 'IE', text: 'alpha bakery', limit: 5 });
    const candidates = found.kind === 'found' ? found.candidates : [];
    expect(candidates.map((c) => [c.registry_id, c.name, c.country, c.city, c.status])).to.deep.equal([
      ['ie/999', 'Alpha Bakery Ltd', 'IE', 'Dublin', 'Active'],
    ]);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await make().search({ country: 'GB', text: 'nonexistent plumbing', limit: 5 })).to.deep.equal({ kind: 'found', candidates: [] });
  });
}

import { expect } from 'chai';
import type { DocumentTranslator } from '../../../application/translation/ports.js';

export interface DocumentTranslatorFixture {
  readonly translator: DocumentTranslator;
  /** Makes the provider fail (an outage) until `restore`. */
  breakDown(): void;
  restore(): void;
}

/**
 * The DocumentTranslator contract for the machine providers: segments come back translated, one
 * per segment, in order, placeholders intact, between any two languages; a provider that cannot
 * answer says why in a `failed` outcome and never rejects.
 */
export function documentTranslatorContract(make: () => Promise<DocumentTranslatorFixture>): void {
  let fixture: DocumentTranslatorFixture;
  beforeEach(async () => {
    fixture = await make();
  });
  afterEach(() => fixture.restore());

  it('answers one translation per segment, in order, with every placeholder', async () => {
    const segments = ['Order at ⟦0⟧our shop⟦1⟧.', 'Welcome', '⟦0⟧ is open'];
    const outcome = await fixture.translator.translateSegments(segments, { from: 'en', to: 'ar' });
    if (outcome.kind !== 'translated') throw new Error(`expected translations, got ${JSON.stringify(outcome)}`);
    expect(outcome.texts).to.have.length(3);
    outcome.texts.forEach((text, i) => expect(text.match(/⟦\d+⟧/g) ?? []).to.deep.equal(segments[i]!.match(/⟦\d+⟧/g) ?? []));
  });

  it('translates from a language other than English', async () => {
    const outcome = await fixture.translator.translateSegments(['Bonjour'], { from: 'fr', to: 'de' });
    expect(outcome.kind).to.equal('translated');
  });

  it('answers nothing for nothing, without a request', async () => {
    fixture.breakDown();
    expect(await fixture.translator.translateSegments([], { from: 'en', to: 'fr' })).to.deep.equal({ kind: 'translated', texts: [] });
  });

  it('says it is unavailable during an outage, never rejecting', async () => {
    fixture.breakDown();
    const outcome = await fixture.translator.translateSegments(['Welcome'], { from: 'en', to: 'fr' });
    expect(outcome.kind === 'failed' && outcome.failure.cause).to.equal('unavailable');
  });

  it('takes batches of at least 10 segments', () => {
    expect(fixture.translator.batchSize).to.be.at.least(10);
  });
}

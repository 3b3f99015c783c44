import { expect } from 'chai';
import type { Translator } from '../../../application/translation/ports.js';
import { ResolveCardLabels } from '../../../application/translation/resolve-card-labels.js';
import { ENGLISH_LABELS } from '../../../domain/translation/labels.js';
import { FakeClock } from '../../support/fake-clock.js';
import { FakeTranslator, InMemoryTranslationStore } from '../../support/fakes/translation.js';

describe('ResolveCardLabels', () => {
  let store: InMemoryTranslationStore;
  let translator: FakeTranslator;
  let resolve: ResolveCardLabels;
  beforeEach(() => {
    store = new InMemoryTranslationStore();
    translator = new FakeTranslator();
    resolve = new ResolveCardLabels(store, translator, new FakeClock('2030-01-01T00:00:00Z'));
  });

  it('answers English for English without reading or translating', async () => {
    const result = await resolve.execute('p1', 'en-GB');
    expect(result.source).to.equal('english');
    expect(result.labels).to.deep.equal(ENGLISH_LABELS.card_labels);
    expect(store.reads + translator.calls.length).to.equal(0);
  });

  it('translates both scopes of a new language in one call, stores them, then serves them from the store', async () => {
    const first = await resolve.execute('p1', 'fr');
    expect(first.source).to.equal('translated');
    expect(first.labels.first_name).to.equal('[fr] First name');
    expect(first.pronoun_labels.they_them).to.equal('[fr] They/them');
    expect(translator.callsFor('fr')).to.equal(1);
    expect(store.rows.get('p1\u0000fr')).to.have.keys('card_labels', 'pronoun_labels');

    const readsBefore = store.reads;
    const second = await resolve.execute('p1', 'fr');
    expect(second.source).to.equal('store');
    expect(second.labels).to.deep.equal(first.labels);
    expect(translator.callsFor('fr'), 'no second translation').to.equal(1);
    expect(store.reads - readsBefore, 'one store read').to.equal(1);
  });

  it('keeps translations per project', async () => {
    await resolve.execute('p1', 'de');
    await resolve.execute('p2', 'de');
    expect(translator.callsFor('de')).to.equal(2);
  });

  it('uses labels stored by hand without translating', async () => {
    await store.save('p1', 'ja', { card_labels: { ...ENGLISH_LABELS.card_labels, first_name: '名' }, pronoun_labels: ENGLISH_LABELS.pronoun_labels });
    const result = await resolve.execute('p1', 'ja');
    expect(result).to.include({ source: 'store' });
    expect(result.labels.first_name).to.equal('名');
    expect(translator.calls).to.have.length(0);
  });

  it('translates again when a stored scope is missing or broken', async () => {
    await store.save('p1', 'es', { card_labels: { profile: 'Perfil' } });
    const result = await resolve.execute('p1', 'es');
    expect(result.source).to.equal('translated');
    expect(translator.callsFor('es')).to.equal(1);
  });

  it('falls back to English when the translator throws, storing nothing', async () => {
    translator.mode = 'throw';
    const result = await resolve.execute('p1', 'fr');
    expect(result.source).to.equal('fallback');
    expect(result.labels).to.deep.equal(ENGLISH_LABELS.card_labels);
    expect(result.pronoun_labels).to.deep.equal(ENGLISH_LABELS.pronoun_labels);
    expect(store.rows.size).to.equal(0);

    translator.mode = 'ok';
    expect((await resolve.execute('p1', 'fr')).source, 'the next switch tries again').to.equal('translated');
  });

  it('falls back to English when the translator answers the wrong number of texts', async () => {
    translator.mode = 'garbage';
    expect((await resolve.execute('p1', 'fr')).source).to.equal('fallback');
    expect(store.rows.size).to.equal(0);
  });

  it('falls back to English when the store cannot be read, and still answers when it cannot be written', async () => {
    const broken = new InMemoryTranslationStore();
    broken.find = async () => {
      throw new Error('disk gone');
    };
    broken.save = async () => {
      throw new Error('disk gone');
    };
    const result = await new ResolveCardLabels(broken, translator, new FakeClock()).execute('p1', 'fr');
    expect(result.source).to.equal('translated');
    expect(result.labels.first_name).to.equal('[fr] First name');
  });

  it('falls back when the translator never answers in time (the HTTP adapter times out)', async () => {
    const slow: Translator = {
      translate: () => new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 20)),
    };
    const result = await new ResolveCardLabels(store, slow, new FakeClock()).execute('p1', 'fr');
    expect(result.source).to.equal('fallback');
  });
});

import { expect } from 'chai';
import type { TranslationStore } from '../../../application/translation/ports.js';
import { uniqueId } from '../../support/builders.js';

export interface TranslationStoreFixture {
  readonly store: TranslationStore;
  addProject(id: string): Promise<void>;
  deleteProject(id: string): Promise<void>;
}

const NOW = new Date('2030-01-01T00:00:00Z');
const FR_CARD = { profile: 'Profil', first_name: 'Prénom', pronoun: 'Pronoms', email: 'E-mail', phone: 'Téléphone', language: 'Langue' };
const FR_PRONOUNS = { she_her: 'Elle', he_him: 'Il', they_them: 'Iel', unspecified: 'Non précisé' };
const AR_CARD = { profile: 'الملف الشخصي', first_name: 'الاسم الأول', pronoun: 'الضمائر', email: 'البريد الإلكتروني', phone: 'الهاتف', language: 'اللغة' };

/** The TranslationStore contract, run against every adapter. */
export function translationStoreContract(make: () => Promise<TranslationStoreFixture>): void {
  let fixture: TranslationStoreFixture;
  let project: string;
  beforeEach(async () => {
    fixture = await make();
    project = uniqueId('proj');
    await fixture.addProject(project);
  });

  it('finds nothing for a language never stored', async () => {
    expect(await fixture.store.find(project, 'fr')).to.deep.equal({});
  });

  it('returns both scopes of a language in one read', async () => {
    await fixture.store.save(project, 'fr', { card_labels: FR_CARD, pronoun_labels: FR_PRONOUNS }, NOW);
    expect(await fixture.store.find(project, 'fr')).to.deep.equal({ card_labels: FR_CARD, pronoun_labels: FR_PRONOUNS });
  });

  it('replaces a saved scope and keeps the other one', async () => {
    await fixture.store.save(project, 'fr', { card_labels: FR_CARD, pronoun_labels: FR_PRONOUNS }, NOW);
    const edited = { ...FR_CARD, email: 'Courriel' };
    await fixture.store.save(project, 'fr', { card_labels: edited }, NOW);
    expect(await fixture.store.find(project, 'fr')).to.deep.equal({ card_labels: edited, pronoun_labels: FR_PRONOUNS });
  });

  it('keeps languages and projects apart (tags are exact: fr is not fr-CA)', async () => {
    const other = `${project}-b`;
    await fixture.addProject(other);
    await fixture.store.save(project, 'fr', { card_labels: FR_CARD }, NOW);
    await fixture.store.save(project, 'ar', { card_labels: AR_CARD }, NOW);
    expect(await fixture.store.find(project, 'ar')).to.deep.equal({ card_labels: AR_CARD });
    expect(await fixture.store.find(project, 'fr-CA')).to.deep.equal({});
    expect(await fixture.store.find(other, 'fr')).to.deep.equal({});
  });

  it('survives concurrent saves of the same language', async () => {
    await Promise.all(Array.from({ length: 10 }, () => fixture.store.save(project, 'fr', { card_labels: FR_CARD, pronoun_labels: FR_PRONOUNS }, NOW)));
    expect(await fixture.store.find(project, 'fr')).to.deep.equal({ card_labels: FR_CARD, pronoun_labels: FR_PRONOUNS });
  });

  it('goes away with its project', async () => {
    await fixture.store.save(project, 'fr', { card_labels: FR_CARD }, NOW);
    await fixture.deleteProject(project);
    expect(await fixture.store.find(project, 'fr')).to.deep.equal({});
  });
}

import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { isFieldPath, readFieldValue, sameFieldValue } from '../../../domain/onboarding/fields.js';

describe('onboarding: set_field values, each rule', () => {
  it('knows no path outside the specification, nor a non-text', () => {
    expect(isFieldPath('summary')).to.equal(true);
    for (const path of [7, null, undefined, 'summaries']) expect(isFieldPath(path), String(path)).to.equal(false);
  });

  it('reads a list from an array or a spoken list, trimmed, without blanks or repeats', () => {
    expect(readFieldValue('opening_hours', 'Mon 7-18\n Tue 7-18 ;; Wed 7-18,  ,Thu')).to.deep.equal(E.right(['Mon 7-18', 'Tue 7-18', 'Wed 7-18', 'Thu']));
    expect(readFieldValue('products_services', [' Bread ', '', 'bread', 'Cakes'])).to.deep.equal(E.right(['Bread', 'Cakes']));
    expect(readFieldValue('products_services', ['Bread', 7])).to.deep.equal(E.left('products_services must be a list of texts'));
    expect(readFieldValue('products_services', 7)).to.deep.equal(E.left('products_services must be a list of texts'));
  });

  it('bounds a list: its number of entries and each entry’s length, both included', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `p${i}`);
    expect(readFieldValue('unique_selling_points', ten)).to.deep.equal(E.right(ten));
    expect(readFieldValue('unique_selling_points', ['x'.repeat(200)])).to.deep.equal(E.right(['x'.repeat(200)]));
    expect(readFieldValue('unique_selling_points', ['ok', 'x'.repeat(201)])).to.deep.equal(
      E.left('each entry of unique_selling_points must be at most 200 characters'),
    );
  });

  it('bounds a text after trimming, and refuses an empty one', () => {
    expect(readFieldValue('brand_tone', ` ${'x'.repeat(200)} `)).to.deep.equal(E.right('x'.repeat(200)));
    expect(readFieldValue('brand_tone', 'x'.repeat(201))).to.deep.equal(E.left('brand_tone must be at most 200 characters'));
    expect(readFieldValue('brand_tone', ' \n ')).to.deep.equal(E.left('brand_tone must not be empty'));
  });

  it('reads a voice or a language only from a text', () => {
    expect(readFieldValue('voice', 7)).to.deep.equal(E.left('voice must be one of the agent voices, such as Puck, Kore, Charon or Aoede'));
    expect(readFieldValue('primary_language', 7)).to.deep.equal(E.left('primary_language must be a BCP-47 language code such as en, fr-CA or pt-BR'));
    expect(readFieldValue('primary_language', 'not a tag')).to.deep.equal(E.left('primary_language must be a BCP-47 language code such as en, fr-CA or pt-BR'));
  });

  it('reads languages as a list of at most 20 canonical tags, without repeats, refusing any bad entry', () => {
    const twenty = ['af', 'ar', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'fa', 'fi', 'fr', 'he', 'hi', 'hr', 'hu', 'id'];
    expect(readFieldValue('languages', twenty)).to.deep.equal(E.right(twenty));
    expect(readFieldValue('languages', [...twenty, 'it'])).to.deep.equal(E.left('languages takes at most 20 entries'));
    expect(readFieldValue('languages', 'de, DE, pt_br')).to.deep.equal(
      E.left('each entry of languages must be a BCP-47 language code such as en, fr-CA or pt-BR'),
    );
    expect(readFieldValue('languages', 'de, DE, en')).to.deep.equal(E.right(['de', 'en']));
    expect(readFieldValue('languages', ' , ')).to.deep.equal(E.left('languages must be a list of BCP-47 language codes'));
    expect(readFieldValue('languages', 7)).to.deep.equal(E.left('languages must be a list of BCP-47 language codes'));
  });

  it('compares stored values: texts as they are, lists entry by entry', () => {
    expect(sameFieldValue('a', 'a')).to.equal(true);
    expect(sameFieldValue('a', 'b')).to.equal(false);
    expect(sameFieldValue('a', ['a'])).to.equal(false);
    expect(sameFieldValue(['a'], 'a')).to.equal(false);
    expect(sameFieldValue(undefined, undefined)).to.equal(true);
    expect(sameFieldValue(undefined, [])).to.equal(false);
    expect(sameFieldValue([], undefined)).to.equal(false);
    expect(sameFieldValue(['a', 'b'], ['a', 'b'])).to.equal(true);
    expect(sameFieldValue(['a', 'b'], ['b', 'a'])).to.equal(false);
    expect(sameFieldValue(['a'], ['a', 'b'])).to.equal(false);
    expect(sameFieldValue(['a', 'b'], ['a', 'c'])).to.equal(false);
    expect(sameFieldValue([], [])).to.equal(true);
  });
});

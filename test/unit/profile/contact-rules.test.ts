import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { normalizeEmail, normalizeName, normalizePhone } from '../../../domain/profile/contact.js';

const refused = (message: string) => E.left({ _tag: 'Invalid', message });

describe('profile contact fields, each limit', () => {
  it('takes a name of up to 100 characters, without control characters', () => {
    expect(normalizeName(` ${'a'.repeat(100)} `, 'first_name')).to.deep.equal(E.right('a'.repeat(100)));
    expect(normalizeName('a'.repeat(101), 'last_name')).to.deep.equal(refused('last_name is longer than 100 characters'));
    expect(normalizeName('Ada\nLovelace', 'first_name')).to.deep.equal(refused('first_name contains characters a name cannot have'));
    expect(normalizeName('Ada\u2028', 'last_name')).to.deep.equal(E.right('Ada'));
    expect(normalizeName('A\u2028da', 'last_name')).to.deep.equal(refused('last_name contains characters a name cannot have'));
  });

  it('takes an email of up to 254 characters, refusing longer input before reading it', () => {
    const local = 'a'.repeat(254 - '@example.com'.length);
    expect(normalizeEmail(`  ${local.toUpperCase()}@example.com `)).to.deep.equal(E.right(`${local}@example.com`));
    expect(normalizeEmail(`a${local}@example.com`)).to.deep.equal(refused('contact_email is too long'));
    expect(normalizeEmail(`${' '.repeat(1016 - 'a@b.c'.length)}a@b.c`)).to.deep.equal(E.right('a@b.c'));
    expect(normalizeEmail(`${' '.repeat(1017 - 'a@b.c'.length)}a@b.c`)).to.deep.equal(refused('contact_email is too long'));
    expect(normalizeEmail(7)).to.deep.equal(refused('contact_email must be text'));
    expect(normalizeEmail('a b@example.com')).to.deep.equal(refused('contact_email cannot contain spaces'));
  });

  it('takes a phone number as text or as a positive whole number, of up to 200 characters', () => {
    expect(normalizePhone(30901820, 'de')).to.deep.equal(normalizePhone('30901820', 'de'));
    expect(E.isRight(normalizePhone(30901820, 'de'))).to.equal(true);
    for (const bad of [0, -4930901820, 4930901820.5, Number.MAX_SAFE_INTEGER + 2, true]) {
      expect(normalizePhone(bad, 'de'), String(bad)).to.deep.equal(refused('phone must be a phone number'));
    }
    expect(normalizePhone(`+49 30 901820${' '.repeat(200 - 13)}`, 'de')).to.deep.equal(E.right('+4930901820'));
    expect(normalizePhone(`+49 30 901820${' '.repeat(201 - 13)}`, 'de')).to.deep.equal(refused('phone must be a valid phone number'));
  });
});

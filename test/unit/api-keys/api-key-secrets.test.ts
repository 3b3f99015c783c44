import { expect } from 'chai';
import { NodeApiKeySecrets } from '../../../infrastructure/auth/api-key-secrets.js';

describe('NodeApiKeySecrets', () => {
  const secrets = new NodeApiKeySecrets();

  it('generates a well-formed key, its visible prefix and the SHA-256 (hex) of the whole key', () => {
    const { key, prefix, hash } = secrets.generate();
    expect(key).to.match(/^csk_[A-Za-z0-9]{12}[A-Za-z0-9_-]{43}$/);
    expect(prefix).to.equal(key.slice(0, 16));
    expect(hash)
      .to.equal(secrets.hash(key))
      .and.to.match(/^[0-9a-f]{64}$/);
    expect(secrets.hash('abc')).to.equal('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('draws every key afresh: the lookup part and the secret differ between keys', () => {
    const keys = Array.from({ length: 20 }, () => secrets.generate().key);
    expect(new Set(keys.map((k) => k.slice(4, 16))).size).to.equal(20);
    expect(new Set(keys.map((k) => k.slice(16))).size).to.equal(20);
    // The lookup part uses the whole alphabet over a few keys (not one repeated character).
    expect(new Set(keys.map((k) => k.slice(4, 16)).join('')).size).to.be.greaterThan(20);
  });

  it('compares hashes: equal, different, and of different lengths', () => {
    const hash = secrets.hash('a');
    expect(secrets.same(hash, secrets.hash('a'))).to.equal(true);
    expect(secrets.same(hash, secrets.hash('b'))).to.equal(false);
    expect(secrets.same(hash, hash.slice(0, 62))).to.equal(false);
    expect(secrets.same(hash.slice(0, 62), hash)).to.equal(false);
  });
});

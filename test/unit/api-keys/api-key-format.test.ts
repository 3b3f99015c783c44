import { expect } from 'chai';
import { composeApiKey, keyPrefixOf } from '../../../domain/api-keys/api-key.js';

describe('API key format', () => {
  it('composes a key from its lookup part and secret, refusing parts of the wrong shape', () => {
    const key = composeApiKey('ABCDEFGHIJKL', 's'.repeat(43));
    expect(key).to.deep.equal({ key: `csk_ABCDEFGHIJKL${'s'.repeat(43)}`, prefix: 'csk_ABCDEFGHIJKL' });
    expect(keyPrefixOf(key.key)).to.equal('csk_ABCDEFGHIJKL');
    expect(() => composeApiKey('short', 's'.repeat(43))).to.throw('composeApiKey: random parts of the wrong shape');
    expect(() => composeApiKey('ABCDEFGHIJKL', 's'.repeat(42))).to.throw('composeApiKey: random parts of the wrong shape');
  });
});

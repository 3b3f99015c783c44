import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { loadConfig } from '../../../composition/config.js';

const errorsOf = (env: Record<string, string>) => {
  const result = loadConfig(env);
  return E.isLeft(result) ? result.left : [];
};

describe('Configuration of translation (TRANSLATOR_PROVIDER)', () => {
  it('is the offline catalog by default, with gemini-2.5-flash for Gemini', () => {
    const config = loadConfig({});
    if (E.isLeft(config)) throw new Error(config.left.join('\n'));
    expect(config.right).to.include({ TRANSLATOR_PROVIDER: 'catalog', GEMINI_TRANSLATION_MODEL: 'gemini-2.5-flash' });
  });

  it('gemini needs GEMINI_API_KEY, http needs TRANSLATOR_URL; anything else is refused', () => {
    expect(errorsOf({ TRANSLATOR_PROVIDER: 'gemini' })).to.deep.equal(['GEMINI_API_KEY: required when TRANSLATOR_PROVIDER is gemini']);
    expect(errorsOf({ TRANSLATOR_PROVIDER: 'gemini', GEMINI_API_KEY: 'k' })).to.deep.equal([]);
    expect(errorsOf({ TRANSLATOR_PROVIDER: 'http' })).to.deep.equal(['TRANSLATOR_URL: required when TRANSLATOR_PROVIDER is http']);
    expect(errorsOf({ TRANSLATOR_PROVIDER: 'deepl' })).to.deep.equal(['TRANSLATOR_PROVIDER: must be one of catalog, http, gemini, got "deepl"']);
  });
});

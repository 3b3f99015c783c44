import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { loadConfig } from '../../../composition/config.js';

const errorsOf = (env: Record<string, string>) => {
  const result = loadConfig(env);
  return E.isLeft(result) ? result.left : [];
};

describe('Configuration of semantic ranking (EMBEDDINGS_*)', () => {
  it('is off by default: no provider, gemini-embedding-001 at 256 dimensions, 128 MB for vectors in memory', () => {
    const config = loadConfig({});
    if (E.isLeft(config)) throw new Error(config.left.join('\n'));
    expect(config.right).to.include({
      EMBEDDINGS_PROVIDER: 'none',
      EMBEDDINGS_MODEL: 'gemini-embedding-001',
      EMBEDDINGS_DIMENSIONS: 256,
      EMBEDDINGS_CACHE_MB: 128,
    });
  });

  it('gemini needs GEMINI_API_KEY: without it the service does not start, saying so in one line', () => {
    expect(errorsOf({ EMBEDDINGS_PROVIDER: 'gemini' })).to.deep.equal(['GEMINI_API_KEY: required when EMBEDDINGS_PROVIDER is gemini']);
    expect(errorsOf({ EMBEDDINGS_PROVIDER: 'gemini', GEMINI_API_KEY: 'k' })).to.deep.equal([]);
  });

  it('refuses an unknown provider, and sizes Gemini does not make', () => {
    expect(errorsOf({ EMBEDDINGS_PROVIDER: 'openai' })).to.deep.equal(['EMBEDDINGS_PROVIDER: must be one of none, gemini, got "openai"']);
    expect(errorsOf({ EMBEDDINGS_DIMENSIONS: '64' })).to.deep.equal(['EMBEDDINGS_DIMENSIONS: must be an integer from 128 to 3072, got "64"']);
    expect(errorsOf({ EMBEDDINGS_DIMENSIONS: '4096' })).to.have.length(1);
    expect(errorsOf({ EMBEDDINGS_CACHE_MB: '-1' })).to.deep.equal(['EMBEDDINGS_CACHE_MB: must be an integer from 0 to 65536, got "-1"']);
  });

  it('reads the Gemini address as GEMINI_BASE_URL or, as the API contract names it, GEMINI_API_BASE_URL (the first wins)', () => {
    const baseOf = (env: Record<string, string>) => {
      const config = loadConfig(env);
      if (E.isLeft(config)) throw new Error(config.left.join('\n'));
      return config.right.GEMINI_BASE_URL;
    };
    expect(baseOf({ GEMINI_API_BASE_URL: 'http://127.0.0.1:9/' }))
      .to.equal(baseOf({ GEMINI_BASE_URL: 'http://127.0.0.1:9/' }))
      .and.not.equal(null);
    expect(baseOf({ GEMINI_BASE_URL: 'http://127.0.0.1:8/', GEMINI_API_BASE_URL: 'http://127.0.0.1:9/' })).to.equal(
      baseOf({ GEMINI_BASE_URL: 'http://127.0.0.1:8/' }),
    );
    expect(errorsOf({ GEMINI_API_BASE_URL: 'nope' })).to.have.length(1);
  });
});

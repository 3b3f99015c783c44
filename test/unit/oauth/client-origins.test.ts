import { expect } from 'chai';
import { clientOrigins } from '../../../domain/oauth/client-origins.js';

const EXTENSION = 'abcdefghijklmnopabcdefghijklmnop';

describe('OAuth client origins (who may call the token endpoint from a browser)', () => {
  it('are the origins of the redirect URIs, once each, skipping what is not a URL', () => {
    expect([...clientOrigins(['https://app.example/cb', 'https://app.example/other', 'http://localhost:3000/cb', 'not a url'])]).to.deep.equal([
      'https://app.example',
      'http://localhost:3000',
    ]);
  });

  it("add a Chromium extension's own origin for its chromiumapp.org redirect", () => {
    expect([...clientOrigins([`https://${EXTENSION}.chromiumapp.org/cb`])]).to.deep.equal([
      `https://${EXTENSION}.chromiumapp.org`,
      `chrome-extension://${EXTENSION}`,
    ]);
  });

  it('add none for what only looks like one: plain http, another domain, or an id that is not 32 letters a to p', () => {
    for (const uri of [
      `http://${EXTENSION}.chromiumapp.org/cb`,
      `https://${EXTENSION}.chromiumapp.org.evil.example/cb`,
      `https://${EXTENSION}.sub.chromiumapp.org/cb`,
      `https://${EXTENSION}.evilchromiumapp.org/cb`,
      `https://${EXTENSION.slice(1)}z.chromiumapp.org/cb`,
      `https://${EXTENSION}a.chromiumapp.org/cb`,
      `https://x${EXTENSION}.chromiumapp.org/cb`,
    ]) {
      expect(
        [...clientOrigins([uri])].filter((origin) => origin.startsWith('chrome-extension:')),
        uri,
      ).to.deep.equal([]);
    }
  });
});

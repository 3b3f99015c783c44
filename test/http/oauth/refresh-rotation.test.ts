import { expect } from 'chai';
import { REFRESH_GRACE_MS } from '../../../application/oauth/oauth-state.js';
import { startOAuthApp } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';
import { mcpRequest, tokenRequest, tokensFor, type Tokens } from './support.js';

/** Refresh tokens rotate on every use; a short grace lets concurrent refreshes through; a later replay revokes the grant. */
describe('OAuth refresh tokens: rotation, grace and replay', () => {
  let app: TestApp;
  before(async () => {
    app = await startOAuthApp({ env: { OAUTH_RATE_LIMIT: '100000' } });
  });
  after(() => app.stop());

  const refresh = (tokens: Tokens, refreshToken = tokens.refresh_token) =>
    tokenRequest(app, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: tokens.client.client_id });

  it('rotates the refresh token on every refresh, keeping the resource and scopes', async () => {
    const tokens = await tokensFor(app, 'alice', { scope: 'content:read' });
    const first = await refresh(tokens);
    expect(first.status).to.equal(200);
    expect(first.body.refresh_token).to.be.a('string').and.not.equal(tokens.refresh_token);
    expect(first.body.scope).to.equal('content:read');
    const second = await refresh(tokens, first.body.refresh_token);
    expect(second.body.refresh_token).to.not.equal(first.body.refresh_token);
    expect((await mcpRequest(app, second.body.access_token)).status).to.equal(200);
  });

  it('lets several refreshes with one token through at once, without revoking the grant', async () => {
    const tokens = await tokensFor(app, 'alice');
    const answers = await Promise.all(Array.from({ length: 4 }, () => refresh(tokens)));
    expect(answers.map((a) => a.status)).to.deep.equal([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.refresh_token)).size).to.equal(4);
    for (const answer of answers) expect((await mcpRequest(app, answer.body.access_token)).status).to.equal(200);
    // Still within the grace period: a late retry succeeds too.
    app.clock.advance(REFRESH_GRACE_MS - 1000);
    expect((await refresh(tokens)).status).to.equal(200);
  });

  it('refuses an old refresh token replayed after the grace period, and revokes the whole grant', async () => {
    const tokens = await tokensFor(app, 'alice');
    const rotated = await refresh(tokens);
    expect(rotated.status).to.equal(200);
    app.clock.advance(REFRESH_GRACE_MS + 1000);
    const replay = await refresh(tokens);
    expect(replay.status).to.equal(400);
    expect(replay.body.error).to.equal('invalid_grant');
    // A stolen token was used, or the client's was: nothing of the grant works any more.
    expect((await mcpRequest(app, rotated.body.access_token)).status).to.equal(401);
    expect((await refresh(tokens, rotated.body.refresh_token)).body.error).to.equal('invalid_grant');
    const connectors = await app.request('GET', '/api/account/connectors', { as: 'alice' });
    const grants = connectors.body.connectors.flatMap((c: { grants: Array<{ client_id: string }> }) => c.grants);
    expect(grants.map((g: { client_id: string }) => g.client_id)).to.not.include(tokens.client.client_id);
  });

  it('refuses a refresh token presented by another client', async () => {
    const tokens = await tokensFor(app, 'alice');
    const other = await tokensFor(app, 'alice');
    const refused = await refresh({ ...tokens, client: other.client });
    expect(refused.status).to.equal(400);
    expect(refused.body.error).to.equal('invalid_grant');
  });
});

import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { GetPublishConfirmation } from '../../../application/publishing/get-publish-confirmation.js';
import type { ManifestChange } from '../../../domain/publishing/manifest.js';
import { FakeSecretTokens } from '../../support/fakes/secret-tokens.js';
import { InMemoryPublishRepository } from '../../support/fakes/publishing.js';
import { actor, pagesWorld } from '../drafts/world.js';

const CHANGE: ManifestChange = { draft_id: 'd1', slug: 'about', language: 'en', action: 'update', revision: 2 };

describe('GetPublishConfirmation (what a token would publish, asked before a confirm)', () => {
  const setUp = async (overrides: { publish_id?: string | null; expires_at?: string; project_id?: string } = {}) => {
    const world = pagesWorld();
    const publishes = new InMemoryPublishRepository(world.state);
    const secrets = new FakeSecretTokens();
    await publishes.saveConfirmation(
      {
        token_hash: secrets.hash('token'),
        project_id: overrides.project_id ?? world.projectId,
        created_by: 'editor',
        created_at: '2026-03-01T10:00:00.000Z',
        expires_at: overrides.expires_at ?? '2026-03-01T10:15:00.000Z',
        changes: [CHANGE],
      },
      '2000-01-01T00:00:00.000Z',
    );
    if (overrides.publish_id) publishes.confirmations.get(secrets.hash('token'))!.publish_id = overrides.publish_id;
    const useCase = new GetPublishConfirmation(world.access, publishes, secrets, world.clock);
    return { world, run: (as: string, token = 'token') => useCase.execute(actor(as), { projectId: world.projectId, confirmation_token: token }) };
  };

  it("answers an unused token's pages and expiry, changing nothing", async () => {
    const { run } = await setUp();
    expect(await run('editor')).to.deep.equal(E.right({ changes: [CHANGE], expires_at: '2026-03-01T10:15:00.000Z' }));
  });

  it('refuses unknown, used and expired tokens with the messages the confirm gives', async () => {
    expect(await (await setUp()).run('editor', 'other')).to.deep.equal(
      E.left({ _tag: 'Invalid', message: 'confirmation_token is not a token of this project: run the dry run (POST /publish) first' }),
    );
    expect(await (await setUp({ project_id: 'elsewhere' })).run('editor')).to.have.nested.property(
      'left.message',
      'confirmation_token is not a token of this project: run the dry run (POST /publish) first',
    );
    expect(await (await setUp({ publish_id: 'pub1' })).run('editor')).to.have.nested.property(
      'left.message',
      'This confirmation_token was used by publish pub1',
    );
    expect(await (await setUp({ expires_at: '2026-03-01T10:00:00.000Z' })).run('editor')).to.have.nested.property(
      'left.message',
      'The confirmation token expired at 2026-03-01T10:00:00.000Z: run the dry run again',
    );
  });

  it('asks for the publish capability: a member is refused, a stranger does not find the project', async () => {
    const { run } = await setUp();
    expect(await run('reader')).to.have.nested.property('left.message', 'Insufficient permission');
    expect(await run('stranger')).to.have.nested.property('left._tag', 'NotFound');
  });
});

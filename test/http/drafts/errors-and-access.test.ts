import { expect } from 'chai';
import { SetTrialEnd } from '../../../application/projects/set-trial-end.js';
import { expectError } from '../../support/expect.js';
import { createLivePage, setUpTeam } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { editPath, openDraft, saveDraft } from './support.js';

describe('HTTP Edit Mode: errors, roles, trial, other projects', () => {
  let app: TestApp;
  let projectId: string;
  let otherProject: string;
  let draftId: string;
  let liveId: string;
  let versionId: string;

  before(async () => {
    app = await TestApp.start();
    projectId = await setUpTeam(app);
    otherProject = await app.createProject('owner');
    liveId = (await createLivePage(app, projectId, 'about')).id;
    draftId = await openDraft(app, projectId, 'about');
    await saveDraft(app, projectId, draftId, { content: 'v2' });
    versionId = (await app.request('GET', editPath(projectId, `/${draftId}/versions`), { as: 'owner' })).body.versions[0].version_id;
  });
  after(() => app.stop());

  /** Every Edit Mode endpoint with a valid body for `draft` of `project`. */
  const endpoints = (project: string, draft: string) =>
    [
      ['POST', editPath(project, '/open'), { slug: 'about', language: 'en' }],
      ['GET', editPath(project, `/${draft}`), undefined],
      ['POST', editPath(project, '/save'), { draftId: draft, metadata: {}, content: 'x', language: 'en' }],
      ['POST', editPath(project, '/discard'), { draftId: draft }],
      ['GET', editPath(project, `/${draft}/versions`), undefined],
      ['GET', editPath(project, `/${draft}/versions/${versionId}`), undefined],
      ['POST', editPath(project, `/${draft}/versions/${versionId}/restore`), {}],
      ['POST', editPath(project, '/upload-custom-page'), { slug: 'custom', language: 'en', kind: 'html', body: '<p>x</p>' }],
    ] as const;

  it('answers 400 naming every missing field of open and save', async () => {
    const open = await app.request('POST', editPath(projectId, '/open'), { as: 'owner', body: {} });
    expectError(open, 400, 'slug is required; language is required');
    const save = await app.request('POST', editPath(projectId, '/save'), { as: 'owner', body: {} });
    expectError(save, 400, 'draftId is required; metadata is required; content is required; language is required');
    const discard = await app.request('POST', editPath(projectId, '/discard'), { as: 'owner', body: {} });
    expectError(discard, 400, 'draftId is required');
    const badSlug = await app.request('POST', editPath(projectId, '/open'), { as: 'owner', body: { slug: 'Not/Valid', language: 'xx-!!' } });
    expect(badSlug.status).to.equal(400);
    expect(badSlug.body.error).to.equal(
      'slug must be lowercase letters, digits and "-", with "/" between segments, at most 200 characters; language must be a BCP-47 language code',
    );
  });

  it('answers 400 for save, discard and versions aimed at a live page', async () => {
    const message = { error: `Document ${liveId} is not a draft: open it with POST /docs/edit/open to get a draft` };
    const save = await saveDraft(app, projectId, liveId);
    const discard = await app.request('POST', editPath(projectId, '/discard'), { as: 'owner', body: { draftId: liveId } });
    const read = await app.request('GET', editPath(projectId, `/${liveId}`), { as: 'owner' });
    const versions = await app.request('GET', editPath(projectId, `/${liveId}/versions`), { as: 'owner' });
    for (const response of [save, discard, read, versions]) expect([response.status, response.body]).to.deep.equal([400, message]);
    expect((await app.request('GET', `/api/projects/${projectId}/pages/${liveId}`, { as: 'owner' })).body.revision).to.equal(1);
  });

  it('answers 404 for an unknown draft id on read, save, discard and versions', async () => {
    const responses = [
      await app.request('GET', editPath(projectId, '/nope'), { as: 'owner' }),
      await saveDraft(app, projectId, 'nope'),
      await app.request('POST', editPath(projectId, '/discard'), { as: 'owner', body: { draftId: 'nope' } }),
      await app.request('GET', editPath(projectId, '/nope/versions'), { as: 'owner' }),
    ];
    for (const response of responses) expectError(response, 404, 'Draft not found');
    const version = await app.request('GET', editPath(projectId, `/${draftId}/versions/nope`), { as: 'owner' });
    expectError(version, 404, 'Version not found');
  });

  it('answers 401 without a valid token', async () => {
    for (const [method, path, body] of endpoints(projectId, draftId)) {
      const missing = await app.request(method, path, { body });
      expect(missing.status, `${method} ${path}`).to.equal(401);
      const expired = await app.request(method, path, {
        body,
        token: await app.issuer.token({ sub: 'owner', iat: new Date(Date.now() - 7200_000), ttlSeconds: 60 }),
      });
      expect(expired.status, `${method} ${path}`).to.equal(401);
    }
  });

  it('answers 403 Insufficient permission to a member, 404 to a non-member, on every endpoint', async () => {
    for (const [method, path, body] of endpoints(projectId, draftId)) {
      const member = await app.request(method, path, { as: 'reader', body });
      expect([member.status, member.body], `${method} ${path}`).to.deep.equal([403, { error: 'Insufficient permission' }]);
      const stranger = await app.request(method, path, { as: 'stranger', body });
      expect([stranger.status, stranger.body], `${method} ${path}`).to.deep.equal([404, { error: 'Project not found' }]);
    }
    expect((await app.request('GET', editPath(projectId, `/${draftId}`), { as: 'reader' })).status).to.equal(403);
  });

  it('lets a manager and an admin use every endpoint', async () => {
    const scratch = await app.createProject('owner');
    await app.addMember(scratch, 'owner', 'editor', 'manager');
    await createLivePage(app, scratch, 'about');
    for (const who of ['editor', 'owner']) {
      const id = await openDraft(app, scratch, 'about', who);
      await saveDraft(app, scratch, id, {}, who);
      const version = (await app.request('GET', editPath(scratch, `/${id}/versions`), { as: who })).body.versions[0].version_id;
      // Discard last, so that the endpoints after it still have a draft.
      const all = endpoints(scratch, id).map(([m, p, b]) => [m, p.replace(versionId, version), b] as const);
      for (const [method, path, body] of [...all.filter(([, p]) => !p.endsWith('/discard')), ...all.filter(([, p]) => p.endsWith('/discard'))]) {
        const response = await app.request(method, path, { as: who, body });
        expect(response.status, `${who} ${method} ${path} ${JSON.stringify(response.body)}`).to.be.oneOf([200, 201]);
      }
    }
  });

  it('treats a draft id of another project as unknown (404)', async () => {
    await createLivePage(app, otherProject, 'secret');
    const foreign = await openDraft(app, otherProject, 'secret');
    const foreignVersion = (await saveDraft(app, otherProject, foreign)).body;
    expect(foreignVersion.success).to.equal(true);
    const responses = [
      await app.request('GET', editPath(projectId, `/${foreign}`), { as: 'owner' }),
      await saveDraft(app, projectId, foreign),
      await app.request('POST', editPath(projectId, '/discard'), { as: 'owner', body: { draftId: foreign } }),
      await app.request('GET', editPath(projectId, `/${foreign}/versions`), { as: 'owner' }),
      await app.request('POST', editPath(projectId, `/${foreign}/versions/${versionId}/restore`), { as: 'owner', body: {} }),
    ];
    for (const response of responses) expectError(response, 404, 'Draft not found');
    const stillThere = await app.request('GET', editPath(otherProject, `/${foreign}`), { as: 'owner' });
    expect([stillThere.status, stillThere.body.revision]).to.deep.equal([200, 2]);
    const open = await app.request('POST', editPath(projectId, '/open'), { as: 'owner', body: { slug: 'secret', language: 'en' } });
    expect(open.status).to.equal(404);
  });

  it('refuses writes with 403 Trial expired once the trial ended, and still serves reads', async () => {
    const expired = await app.createProject('owner');
    await createLivePage(app, expired, 'about');
    const id = await openDraft(app, expired, 'about');
    await saveDraft(app, expired, id);
    const version = (await app.request('GET', editPath(expired, `/${id}/versions`), { as: 'owner' })).body.versions[0].version_id;
    await app.get(SetTrialEnd).execute({ projectId: expired, trialEndsAt: new Date(app.clock.now().getTime() - 1000).toISOString() });
    for (const [method, path, body] of endpoints(expired, id).map(([m, p, b]) => [m, p.replace(versionId, version), b] as const)) {
      const response = await app.request(method, path, { as: 'owner', body });
      if (method === 'GET') expect(response.status, path).to.equal(200);
      else expect([response.status, response.body], path).to.deep.equal([403, { error: 'Trial expired' }]);
    }
    expect((await app.request('GET', editPath(expired, `/${id}`), { as: 'owner' })).body.revision).to.equal(2);
  });
});

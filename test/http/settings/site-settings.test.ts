import { expect } from 'chai';
import { expectError } from '../../support/expect.js';
import { createLivePage, setUpTeam } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { editPath, openDraft, saveDraft } from '../drafts/support.js';

describe('HTTP site settings: live agent placement and its slug', () => {
  let app: TestApp;
  let projectId: string;
  const place = (body: Record<string, unknown>, as = 'owner', project = projectId) =>
    app.request('PATCH', `/api/projects/${project}/settings/site`, { as, body });

  before(async () => {
    app = await TestApp.start();
    projectId = await setUpTeam(app);
  });
  after(() => app.stop());

  it('accepts every placement of the specification, answering the project settings', async () => {
    for (const placement of ['homepage', 'widget', 'modal', 'none']) {
      const response = await place({ live_agent_placement: placement }, 'editor');
      expect(response.status).to.equal(200);
      expect(response.body.site).to.deep.equal({
        live_agent_placement: placement,
        live_agent_slug: null,
        accent_color: null,
        logo_image_id: null,
        favicon_image_id: null,
        home_pages: {},
        launcher_offset: null,
        language_fallbacks: {},
      });
      expect(response.body.live_agent).to.deep.equal({
        greeting: '',
        voice: 'Puck',
        manager_phone: null,
        phone_number: null,
        access: 'members',
        page_heading: '',
        page_text: '',
        question_retention_days: 90,
      });
    }
    const destination = await place({ live_agent_placement: 'destination_page', live_agent_slug: 'talk-to-us' });
    expect(destination.body.site).to.include({ live_agent_placement: 'destination_page', live_agent_slug: 'talk-to-us' });
    const settings = await app.request('GET', `/api/projects/${projectId}/settings`, { as: 'reader' });
    expect(settings.body.site).to.deep.equal({
      live_agent_placement: 'destination_page',
      live_agent_slug: 'talk-to-us',
      accent_color: null,
      logo_image_id: null,
      favicon_image_id: null,
      home_pages: {},
      launcher_offset: null,
      language_fallbacks: {},
    });
    await place({ live_agent_placement: 'none' });
  });

  it('refuses destination_page without a slug, bad values, and non-managers', async () => {
    const missing = await place({ live_agent_placement: 'destination_page' });
    expectError(missing, 400, 'live_agent_slug is required when live_agent_placement is destination_page');
    const nulled = await place({ live_agent_placement: 'destination_page', live_agent_slug: null });
    expect(nulled.status).to.equal(400);
    const bad = await place({ live_agent_placement: 'sidebar' });
    expect(bad.status).to.equal(400);
    expect(bad.body.error).to.match(/^live_agent_placement must be /);
    const badSlug = await place({ live_agent_placement: 'destination_page', live_agent_slug: 'Not A Slug' });
    expect(badSlug.body.error).to.match(/^live_agent_slug must be lowercase letters/);
    expect((await place({}, 'owner')).body).to.deep.equal({
      error: 'Send at least one of live_agent_placement, accent_color, logo_image_id, favicon_image_id, home_pages, launcher_offset, language_fallbacks',
    });
    expect((await place({ live_agent_slug: 'agent' }, 'owner')).body).to.deep.equal({ error: 'live_agent_slug is only taken with live_agent_placement' });
    expect((await place({ live_agent_placement: 'none' }, 'reader')).body).to.deep.equal({ error: 'Insufficient permission' });
    expect((await place({ live_agent_placement: 'none' }, 'stranger')).status).to.equal(404);
  });

  it('refuses to reserve a slug that a page or a draft already uses (409)', async () => {
    await createLivePage(app, projectId, 'contact');
    const live = await place({ live_agent_placement: 'destination_page', live_agent_slug: 'contact' });
    expectError(live, 409, 'Slug contact is already used by a page or draft');
    await saveDraft(app, projectId, 'new', { doc_template_id: 'page', language: 'fr', metadata: { slug: 'brouillon' } });
    const draft = await place({ live_agent_placement: 'destination_page', live_agent_slug: 'brouillon' });
    expect(draft.status).to.equal(409);
    const settings = await app.request('GET', `/api/projects/${projectId}/settings`, { as: 'owner' });
    expect(settings.body.site.live_agent_placement).to.equal('none');
  });

  it('while reserved, refuses creating or moving a page or draft onto the slug (409); another placement releases it', async () => {
    expect((await place({ live_agent_placement: 'destination_page', live_agent_slug: 'agent' })).status).to.equal(200);
    const reserved = { error: 'Slug agent is reserved for the live agent' };
    const page = await app.request('POST', `/api/projects/${projectId}/pages`, {
      as: 'owner',
      body: { slug: 'agent', language: 'de', doc_template_id: 'page', content: '' },
    });
    expect([page.status, page.body]).to.deep.equal([409, reserved]);
    const draft = await saveDraft(app, projectId, 'new', { doc_template_id: 'page', metadata: { slug: 'agent' } });
    expect([draft.status, draft.body]).to.deep.equal([409, reserved]);
    const titled = await saveDraft(app, projectId, 'new', { doc_template_id: 'page', metadata: { title: 'Agent' } });
    expect([titled.status, titled.body]).to.deep.equal([409, reserved]);
    const upload = await app.request('POST', editPath(projectId, '/upload-custom-page'), {
      as: 'owner',
      body: { slug: 'agent', language: 'en', kind: 'html', body: '<p/>' },
    });
    expect([upload.status, upload.body]).to.deep.equal([409, reserved]);
    const elsewhere = await createLivePage(app, projectId, 'elsewhere');
    const moved = await app.request('PATCH', `/api/projects/${projectId}/pages/${elsewhere.id}`, { as: 'owner', body: { slug: 'agent' } });
    expect([moved.status, moved.body]).to.deep.equal([409, reserved]);
    expect((await place({ live_agent_placement: 'destination_page', live_agent_slug: 'agent' })).status).to.equal(200);

    const other = await app.createProject('owner');
    expect((await createLivePage(app, other, 'agent')).id).to.be.a('string');

    const released = await place({ live_agent_placement: 'widget', live_agent_slug: 'agent' });
    expect(released.body.site).to.include({ live_agent_placement: 'widget', live_agent_slug: null });
    await createLivePage(app, projectId, 'agent');
    const id = await openDraft(app, projectId, 'agent');
    expect((await saveDraft(app, projectId, id, { content: 'ok' })).status).to.equal(200);
  });

  it('never both reserves a slug and creates a page on it when the two race', async () => {
    for (let round = 0; round < 10; round++) {
      const slug = `race-${round}`;
      const [created, reserved] = await Promise.all([
        app.request('POST', `/api/projects/${projectId}/pages`, { as: 'owner', body: { slug, language: 'en', doc_template_id: 'page', content: '' } }),
        place({ live_agent_placement: 'destination_page', live_agent_slug: slug }),
      ]);
      expect([created.status, reserved.status], `round ${round}`).to.not.deep.equal([201, 200]);
      expect([created.status, reserved.status]).to.satisfy(([c, r]: number[]) => (c === 201 && r === 409) || (c === 409 && r === 200));
      await place({ live_agent_placement: 'none' });
    }
  });

  it('refuses placement changes after the trial (403 Trial expired)', async () => {
    const expiring = await app.createProject('owner');
    app.clock.advance(15 * 86_400_000);
    try {
      const response = await place({ live_agent_placement: 'widget' }, 'owner', expiring);
      expectError(response, 403, 'Trial expired');
    } finally {
      app.clock.advance(-15 * 86_400_000);
    }
  });

  it('moves the floating launcher by an offset from the bottom and end edges, within 0 to 400 px, or back to its own place', async () => {
    const moved = await place({ launcher_offset: { bottom: 96, inline_end: 24 } });
    expect(moved.body.site).to.include({ live_agent_placement: 'none' });
    expect(moved.body.site.launcher_offset).to.deep.equal({ bottom: 96, inline_end: 24 });
    for (const bad of [{ bottom: -1, inline_end: 0 }, { bottom: 401, inline_end: 0 }, { bottom: 1.5, inline_end: 0 }, { bottom: 10 }, 'far']) {
      expect((await place({ launcher_offset: bad })).status, JSON.stringify(bad)).to.equal(400);
    }
    expectError(await place({ launcher_offset: { bottom: 10 } }), 400, 'launcher_offset.inline_end is required; launcher_offset must be null');
    expect((await place({ launcher_offset: null })).body.site.launcher_offset).to.equal(null);
  });
});

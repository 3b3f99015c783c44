import { expect } from 'chai';
import { expectError } from '../../support/expect.js';
import { setUpTeam } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { anImageFile, rawRequest } from '../media/support.js';

/** Issue 20: the site theme's settings, an accent colour and a logo, next to the live agent's placement. */
describe('HTTP site settings: accent colour and logo', () => {
  let app: TestApp;
  let projectId: string;
  const patch = (body: Record<string, unknown>, as = 'owner', project = projectId) =>
    app.request('PATCH', `/api/projects/${project}/settings/site`, { as, body });
  const settings = async (project = projectId) => (await app.request('GET', `/api/projects/${project}/settings`, { as: 'owner' })).body.site;
  const upload = async (project: string, seed: number) => {
    const response = await rawRequest(app, 'POST', `/api/projects/${project}/images`, {
      as: 'owner',
      body: await anImageFile('png', seed, 120, 40),
      headers: { 'content-type': 'image/png' },
    });
    expect(response.status).to.equal(201);
    return response.body as { id: string; url: string };
  };

  beforeEach(async () => {
    app = await TestApp.start();
    projectId = await setUpTeam(app);
  });
  afterEach(() => app.stop());

  it('takes an accent colour as #rrggbb (stored in lowercase) and a logo naming an image of the project; null resets each', async () => {
    const logo = await upload(projectId, 1);
    const set = await patch({ accent_color: '#AA3300', logo_image_id: logo.id }, 'editor');
    expect(set.status).to.equal(200);
    expect(set.body.site).to.deep.equal({
      live_agent_placement: 'none',
      live_agent_slug: null,
      accent_color: '#aa3300',
      logo_image_id: logo.id,
      favicon_image_id: null,
      home_pages: {},
      launcher_offset: null,
      language_fallbacks: {},
    });
    expect((await app.request('GET', `/api/projects/${projectId}/settings`, { as: 'reader' })).body.site).to.deep.equal(set.body.site);

    // A placement change keeps the theme, and the theme keeps the placement.
    await patch({ live_agent_placement: 'widget' });
    await patch({ accent_color: '#112233' });
    expect(await settings()).to.deep.equal({
      live_agent_placement: 'widget',
      live_agent_slug: null,
      accent_color: '#112233',
      logo_image_id: logo.id,
      favicon_image_id: null,
      home_pages: {},
      launcher_offset: null,
      language_fallbacks: {},
    });

    await patch({ accent_color: null, logo_image_id: null });
    expect(await settings()).to.deep.equal({
      live_agent_placement: 'widget',
      live_agent_slug: null,
      accent_color: null,
      logo_image_id: null,
      favicon_image_id: null,
      home_pages: {},
      launcher_offset: null,
      language_fallbacks: {},
    });
  });

  it('refuses a malformed colour, an image that is not the project’s, and callers who may not change settings, changing nothing', async () => {
    const other = await app.createProject('owner');
    const theirs = await upload(other, 2);
    for (const colour of ['red', '#abc', '#12345g', 'aa3300', '#aa33001', 12]) {
      expectError(await patch({ accent_color: colour }), 400, 'accent_color must be a colour as #rrggbb or null');
    }
    expectError(await patch({ logo_image_id: 'Not An Id' }), 400, 'logo_image_id must be an image id or null');
    expectError(await patch({ logo_image_id: theirs.id }), 400, `logo_image_id ${theirs.id} is not an image of this project`);
    expectError(await patch({ logo_image_id: 'abc123' }), 400, 'logo_image_id abc123 is not an image of this project');
    expectError(await patch({ accent_color: '#aa3300' }, 'reader'), 403, 'Insufficient permission');
    expect((await patch({ accent_color: '#aa3300' }, 'stranger')).status).to.equal(404);
    // A bad field spoils the whole request: the good one next to it is not written.
    expect((await patch({ accent_color: '#aa3300', logo_image_id: theirs.id })).status).to.equal(400);
    expect(await settings()).to.deep.equal({
      live_agent_placement: 'none',
      live_agent_slug: null,
      accent_color: null,
      logo_image_id: null,
      favicon_image_id: null,
      home_pages: {},
      launcher_offset: null,
      language_fallbacks: {},
    });
  });

  it('keeps every field of changes sent at the same time (each writes only its own)', async () => {
    const logo = await upload(projectId, 3);
    const responses = await Promise.all([
      patch({ accent_color: '#334455' }),
      patch({ logo_image_id: logo.id }),
      patch({ live_agent_placement: 'modal' }),
      patch({ accent_color: '#334455' }, 'editor'),
      patch({ live_agent_placement: 'modal' }, 'editor'),
    ]);
    expect(responses.map((r) => r.status)).to.deep.equal([200, 200, 200, 200, 200]);
    expect(await settings()).to.deep.equal({
      live_agent_placement: 'modal',
      live_agent_slug: null,
      accent_color: '#334455',
      logo_image_id: logo.id,
      favicon_image_id: null,
      home_pages: {},
      launcher_offset: null,
      language_fallbacks: {},
    });
  });

  it('refuses to delete the image the site shows as its logo (409) until another logo is chosen', async () => {
    const logo = await upload(projectId, 4);
    await patch({ logo_image_id: logo.id, launcher_offset: null });
    const refused = await app.request('DELETE', `/api/projects/${projectId}/images/${logo.id}`, { as: 'owner' });
    expectError(refused, 409, "The image is the site's logo: choose another logo (or none) in the site settings first");
    await patch({ logo_image_id: null });
    expect((await app.request('DELETE', `/api/projects/${projectId}/images/${logo.id}`, { as: 'owner' })).status).to.equal(204);
  });
});

import { expect } from 'chai';
import { createLivePage, TEAM } from '../../support/fixtures.js';
import type { TestApp } from '../../support/test-app.js';
import { fetchSite } from '../site/fetch-site.js';
import { aNoisyPng, ok, sha256, uploadImage } from './support.js';

/**
 * Fills a project through the API with every kind of content an export carries: a template of
 * its own, modules and settings, two images (one larger than an archive chunk), live pages in
 * two languages that show and link them, drafts with several versions, navigation.
 */
export async function fillProject(app: TestApp, projectId: string): Promise<void> {
  const as = TEAM.admin;
  const P = `/api/projects/${projectId}`;
  ok(
    await app.request('POST', `${P}/templates`, {
      as,
      body: {
        id: 'recipe',
        name: 'Recipe',
        fields: [
          { key: 'serves', label: 'Serves', type: 'text' },
          { key: 'photo', label: 'Photo', type: 'image' },
        ],
      },
    }),
    201,
  );
  ok(await app.request('PATCH', `${P}/modules`, { as, body: { voice: true } }));
  ok(await app.request('PATCH', `${P}/settings/live-agent`, { as, body: { greeting: 'Welcome to the bakery', voice: 'Kore' } }));
  ok(await app.request('PATCH', `${P}/settings/site`, { as, body: { live_agent_placement: 'widget' } }));
  const photo = await uploadImage(app, projectId, await aNoisyPng(1, 300, 300));
  const logo = await uploadImage(app, projectId, await aNoisyPng(2, 20, 20));
  // The site theme names an image by its id: an import must point it at its own copy.
  ok(await app.request('PATCH', `${P}/settings/site`, { as, body: { accent_color: '#0a7d3b', logo_image_id: logo.id } }));

  await createLivePage(app, projectId, 'menu', {
    content: `# Menu\n\nSourdough bread daily.\n\n![Bread](${photo.url})\n\nSee [about](/sites/${projectId}/en/about/).`,
  });
  await createLivePage(app, projectId, 'about', { visibility: 'unlisted', content: '# About\n\nA family bakery.' });
  await createLivePage(app, projectId, 'menu', { language: 'de', content: '# Speisekarte\n\nBrot.' });
  await createLivePage(app, projectId, 'recipes/soup', { doc_template_id: 'recipe', metadata: { title: 'Soup', serves: '4', photo: logo.url } });

  const opened = ok(await app.request('POST', `${P}/docs/edit/open`, { as, body: { slug: 'menu', language: 'en' } }));
  const save = async (draftId: string, content: string, autosave: boolean) =>
    ok(await app.request('POST', `${P}/docs/edit/save`, { as, body: { draftId, metadata: { description: 'Today' }, content, language: 'en', autosave } }));
  await save(opened.draftId, `# Menu\n\nSourdough and rye.\n\n![Bread](${photo.url})`, false);
  await save(opened.draftId, '# Menu\n\nSourdough, rye and spelt.', true);
  await save(opened.draftId, '# Menu\n\nSourdough, rye, spelt.', false);
  const created = ok(
    await app.request('POST', `${P}/docs/edit/save`, {
      as,
      body: {
        draftId: 'new',
        doc_template_id: 'recipe',
        metadata: { slug: 'recipes/bread', title: 'Bread', photo: logo.url },
        content: 'Flour, water, salt.',
        language: 'en',
      },
    }),
  );
  ok(
    await app.request('POST', `${P}/sidebar-groups`, {
      as,
      body: {
        language: 'en',
        title: 'Food',
        items: [
          { slug: 'menu', label: 'Menu' },
          { slug: 'recipes/soup', label: 'Soup' },
        ],
      },
    }),
    201,
  );
  ok(await app.request('POST', `${P}/header-nav-items`, { as, body: { language: 'en', label: 'About', slug: 'about' } }), 201);
  ok(await app.request('POST', `${P}/header-nav-items`, { as, body: { language: 'en', label: 'Shop', url: 'https://shop.example.com/' } }), 201);
  ok(await app.request('POST', `${P}/header-nav-items`, { as, body: { language: 'de', label: 'Karte', slug: 'menu' } }), 201);
  ok(await app.request('PUT', `${P}/glossary`, { as, body: { terms: [{ term: 'Bakery' }, { term: 'sourdough', translations: { de: 'Sauerteig' } }] } }));
  // Published (a deploy of the site): after the navigation, so the site shows it; an import must deploy the same site.
  const dryRun = ok(await app.request('POST', `${P}/publish`, { as, body: { draft_ids: [created.draftId] } }), 201);
  ok(await app.request('POST', `${P}/publish/confirm`, { as, body: { confirmation_token: dryRun.confirmation_token } }));
  const cake = ok(
    await app.request('POST', `${P}/docs/edit/save`, {
      as,
      body: {
        draftId: 'new',
        doc_template_id: 'recipe',
        metadata: { slug: 'recipes/cake', title: 'Cake', photo: photo.url },
        content: 'Eggs.',
        language: 'en',
      },
    }),
  );
  await save(cake.draftId, 'Eggs, sugar.', true);
}

/** Every id the service gives out (time-ordered: 9 base-36 digits, then 16 hex digits). */
const ID = /\b[0-9a-z]{9}[0-9a-f]{16}\b/g;

/**
 * What the API answers about a project: the project, its members, modules, settings, templates,
 * pages, drafts with each version, navigation, the glossary, images with their bytes' hashes, a search and a
 * page of its deployed site. Ids are replaced by their order of first appearance, so the answers
 * of a project and of its import compare equal when only the ids differ.
 */
export async function projectAnswers(app: TestApp, projectId: string): Promise<unknown> {
  const get = async (path: string) => ok(await app.request('GET', path, { as: TEAM.admin }));
  const P = `/api/projects/${projectId}`;
  const { pages } = await get(`${P}/pages?limit=100`);
  const drafts: unknown[] = [];
  for (const draft of pages.filter((p: { visibility: string }) => p.visibility === 'draft')) {
    const { versions } = await get(`${P}/docs/edit/${draft.id}/versions`);
    const snapshots = [];
    for (const version of versions) snapshots.push(await get(`${P}/docs/edit/${draft.id}/versions/${version.version_id}`));
    drafts.push({ draft: await get(`${P}/docs/edit/${draft.id}`), versions, snapshots });
  }
  const { images } = await get(`${P}/images`);
  const bytes = [];
  for (const image of images) bytes.push(sha256(new Uint8Array(await (await fetch(`${app.url}${image.url}`)).arrayBuffer())));
  const site = await fetchSite(app, projectId, 'en/menu/');
  expect(site.status, 'the deployed site').to.equal(200);
  const answers = {
    project: await get(P),
    members: await get(`${P}/members`),
    modules: await get(`${P}/modules`),
    settings: await get(`${P}/settings`),
    templates: await get(`${P}/templates`),
    pages,
    each: await Promise.all(pages.map((p: { id: string }) => get(`${P}/pages/${p.id}`))),
    drafts,
    sidebar: await get(`${P}/sidebar-groups`),
    header: await get(`${P}/header-nav-items`),
    glossary: await get(`${P}/glossary`),
    images,
    bytes,
    search: (await get(`${P}/search?q=sourdough`)).results.map(({ score: _score, ...hit }: { score: number }) => hit),
    site: site.text,
  };
  const seen = new Map<string, string>();
  return JSON.parse(JSON.stringify(answers).replace(ID, (id) => seen.get(id) ?? (seen.set(id, `<id ${seen.size + 1}>`), seen.get(id)!)));
}

import { expect } from 'chai';
import { SetTrialEnd } from '../../../application/projects/set-trial-end.js';
import { expectError, rightOf } from '../../support/expect.js';
import { setUpTeam, TEAM } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { newDraft, publish } from '../publishing/support.js';
import { fetchSite } from '../site/fetch-site.js';
import { editPath } from './support.js';

/** The `<article>` of a page: what the preview must render exactly as the deployed site does. */
const articleOf = (html: string) => /<article>[\s\S]*<\/article>/.exec(html)?.[0];
const stylesheetOf = (html: string) => /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];

const BODY = [
  '# A guide',
  '',
  'Text with <script>alert(1)</script> and <b>raw</b> markup, [a bad link](javascript:alert(1)) and [a good one](https://example.com/).',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
  '',
  '| a | b |',
  '|:--|--:|',
  '| 1 | 2 |',
  '',
  '- [x] done',
  '',
  'A note.[^1]',
  '',
  '[^1]: The footnote.',
].join('\n');

/** Edit Mode's live preview: POST .../docs/edit/preview renders unsaved work as the site will. */
describe('HTTP drafts: the preview', () => {
  let app: TestApp;
  let projectId: string;
  const preview = (body: Record<string, unknown>, as: string = TEAM.manager) =>
    app.request('POST', editPath(projectId, '/preview'), { as, body: { language: 'en', doc_template_id: 'page', metadata: {}, content: '', ...body } });

  before(async () => {
    app = await TestApp.start();
    projectId = await setUpTeam(app, 'Acme');
  });
  after(() => app.stop());

  describe('code highlighting, off the event loop', function () {
    this.timeout(60_000);
    const JS = 'function add(a, b) {\n  // adds two numbers\n  return a + b * 2 / 3 - "text" + \'x\';\n}\n';
    const jsBlock = (chars: number) => `\`\`\`js\n${JS.repeat(Math.ceil(chars / JS.length))}\`\`\`\n`;

    it('leaves a block of about 1 MB (as much as a request carries) plain: the same markup, no colours', async () => {
      const content = jsBlock(900 * 1024);
      const [rendered, health] = await Promise.all([preview({ content }), fetch(`${app.url}/healthz`)]);
      expect([rendered.status, health.status]).to.deep.equal([200, 200]);
      const html = rendered.body.html as string;
      expect(html).to.include('<pre class="code" dir="ltr" tabindex="0"><code class="language-js">function add(a, b) {\n  // adds two numbers');
      expect(html).to.include("&quot;text&quot; + 'x'").and.not.include('<span class="hl-');
    });

    it('highlights a block within the budget in the worker thread: /healthz answers meanwhile, before the preview does', async () => {
      const answered: string[] = [];
      const previewed = preview({ content: jsBlock(16 * 1024) }).then((rendered) => {
        answered.push('preview');
        return rendered;
      });
      // Health checks, one after another, until the preview is back: at least one gets through while the code is highlighted.
      while (!answered.includes('preview')) {
        const health = await fetch(`${app.url}/healthz`);
        await health.arrayBuffer();
        if (!answered.includes('preview')) answered.push(`healthz ${health.status}`);
      }
      expect(answered[0]).to.equal('healthz 200');
      const html = (await previewed).body.html as string;
      expect(html).to.include('<code class="language-js"><span class="hl-');
    });
  });

  it('renders the page’s content exactly as its deployed page does (same article, same escaping), with the site’s stylesheet', async () => {
    await newDraft(app, projectId, 'guide', { title: 'A guide' }, BODY);
    await publish(app, projectId);
    const deployed = await fetchSite(app, projectId, 'en/guide/');
    const rendered = await preview({ slug: 'guide', metadata: { title: 'A guide' }, content: BODY });
    expect(rendered.status).to.equal(200);
    expect(rendered.headers.get('cache-control')).to.equal('no-store');
    expect(Object.keys(rendered.body)).to.deep.equal(['html']);
    const html = rendered.body.html as string;
    expect(articleOf(html)).to.be.a('string').and.equal(articleOf(deployed.text));
    expect(html).to.include('&lt;script&gt;alert(1)&lt;/script&gt;').and.not.include('<script>').and.not.include('href="javascript:');
    expect(html).to.include('<html lang="en" dir="ltr">').and.include('<div class="layout"><main id="main" tabindex="-1"><article>');
    // The theme's stylesheet, as the site's: the same rules, at an address the preview's frame can load.
    const sheet = await fetch(`${app.url}${stylesheetOf(html)}`);
    const siteSheet = await fetchSite(app, projectId, stylesheetOf(deployed.text)!.replace(/^(\.\.\/)+/, ''));
    expect(sheet.status).to.equal(200);
    expect(sheet.headers.get('content-type')).to.equal('text/css; charset=utf-8');
    expect(sheet.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(await sheet.text()).to.equal(siteSheet.text);
  });

  it('renders unsaved work: the title from the metadata (else the slug), right to left for Arabic, custom pages as deployed', async () => {
    const titled = (await preview({ slug: 'draft-one', metadata: { title: 'Not <saved> yet' }, content: 'Words.' })).body.html as string;
    expect(titled).to.include('<title>Not &lt;saved&gt; yet</title>').and.include('<h1>Not &lt;saved&gt; yet</h1><p>Words.</p>');
    expect((await preview({ slug: 'draft-one', content: 'Words.' })).body.html).to.include('<h1>draft-one</h1>');
    expect((await preview({ language: 'ar', metadata: { title: 'مرحبا' }, content: 'أهلا.' })).body.html).to.include('<html lang="ar" dir="rtl">');
    const bare = await preview({ doc_template_id: 'custom-html', content: '<!doctype html><p>Mine</p>' });
    expect(bare.body.html).to.equal('<!doctype html><p>Mine</p>');
    const wrapped = await preview({ doc_template_id: 'custom-html', metadata: { include_site_chrome: true }, content: '<p>Mine</p>' });
    expect(articleOf(wrapped.body.html)).to.equal('<article><p>Mine</p></article>');
    const astro = await preview({ doc_template_id: 'custom-astro', metadata: { title: 'Astro' }, content: '<Layout />' });
    expect(articleOf(astro.body.html)).to.equal(
      '<article><h1>Astro</h1><pre class="code" dir="ltr" tabindex="0"><code>&lt;Layout /&gt;</code></pre></article>',
    );
  });

  it('links the stylesheet of the project’s accent colour', async () => {
    const before = stylesheetOf((await preview({ content: 'x' })).body.html)!;
    expect(before).to.match(/^\/edit\/site-theme\/default\.[0-9a-f]{12}\.css$/);
    const accent = await app.request('PATCH', `/api/projects/${projectId}/settings/site`, { as: TEAM.admin, body: { accent_color: '#AA3377' } });
    expect(accent.status, JSON.stringify(accent.body)).to.equal(200);
    const after = stylesheetOf((await preview({ content: 'x' })).body.html)!;
    expect(after).to.match(/^\/edit\/site-theme\/aa3377\.[0-9a-f]{12}\.css$/);
    expect(await (await fetch(`${app.url}${after}`)).text()).to.include('--accent:#aa3377');
    await app.request('PATCH', `/api/projects/${projectId}/settings/site`, { as: TEAM.admin, body: { accent_color: null } });
  });

  it('serves an older stylesheet name with today’s rules, revalidated; refuses names it never gives', async () => {
    const current = stylesheetOf((await preview({ content: 'x' })).body.html)!;
    const older = await fetch(`${app.url}/edit/site-theme/default.000000000000.css`);
    expect(older.status).to.equal(200);
    expect(older.headers.get('cache-control')).to.equal('no-cache');
    expect(await older.text()).to.equal(await (await fetch(`${app.url}${current}`)).text());
    const etag = older.headers.get('etag')!;
    expect((await fetch(`${app.url}${current}`, { headers: { 'if-none-match': etag } })).status).to.equal(304);
    for (const name of ['default.css', 'AA3377.000000000000.css', 'red.000000000000.css', '..%2Fsecret.css']) {
      const refused = await fetch(`${app.url}/edit/site-theme/${name}`);
      expect([refused.status, await refused.json()], name).to.deep.equal([404, { error: 'Not found' }]);
    }
  });

  it('lets members preview (they read the pages), and nobody else; checks the body', async () => {
    expect((await preview({ content: 'Member view.' }, TEAM.member)).status).to.equal(200);
    expectError(await preview({ content: 'x' }, 'stranger'), 404, 'Project not found');
    const anonymous = await app.request('POST', editPath(projectId, '/preview'), {
      body: { language: 'en', doc_template_id: 'page', metadata: {}, content: '' },
    });
    expect(anonymous.status).to.equal(401);
    const missing = await app.request('POST', editPath(projectId, '/preview'), { as: TEAM.manager, body: {} });
    expectError(missing, 400, 'language is required; doc_template_id is required; metadata is required; content is required');
    const wrong = await preview({ metadata: [], content: 7, slug: 'Not A Slug', language: 'english!' });
    expect(wrong.status).to.equal(400);
    expect(wrong.body.error).to.include('metadata must be an object').and.include('content must be').and.include('slug must be');
    const huge = await preview({ content: 'x'.repeat(1024 * 1024 + 1) });
    expect(huge.status).to.equal(413);
  });

  it('renders for a project whose trial has ended (a preview is a read; saving is refused)', async () => {
    const ended = await app.createProject(TEAM.admin, { name: 'Ended' });
    rightOf(await app.get(SetTrialEnd).execute({ projectId: ended, trialEndsAt: '2000-01-01T00:00:00.000Z' }));
    const body = { language: 'en', doc_template_id: 'page', metadata: {}, content: 'Still readable.' };
    expect((await app.request('POST', editPath(ended, '/preview'), { as: TEAM.admin, body })).status).to.equal(200);
    const save = await app.request('POST', editPath(ended, '/save'), { as: TEAM.admin, body: { ...body, draftId: 'new', metadata: { title: 'x' } } });
    expectError(save, 403, 'Trial expired');
  });
});

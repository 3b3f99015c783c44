import { expect } from 'chai';
import { AssetCatalog } from '../../../adapters/http/assets/asset-catalog.js';
import { LiveAgentAssets } from '../../../application/site/ports.js';
import { SiteDeployment } from '../../../application/site/site-deployment.js';
import { TestApp } from '../../support/test-app.js';
import { htmlProblems } from '../../support/valid-html.js';
import { newDraft, publish } from '../publishing/support.js';
import { fetchSite } from './fetch-site.js';

const PUBLIC = 'https://content.example';
/** The agent's element, with the launcher's words in the page's language (the theme's). */
const ROOT = (projectId: string) =>
  new RegExp(
    `<div class="live-agent" data-live-agent="(\\w+)" data-project-id="${projectId}" data-label-title="[^"]+" data-label-talk="[^"]+" data-label-lead="[^"]+"></div>`,
    'g',
  );
const ENGLISH_LABELS =
  'data-label-title="Live agent" data-label-talk="Talk with us" data-label-lead="Ask a question, or tell us about yourself: by voice, or by typing."';

/** The live agent on the deployed site, where the project's placement puts it at the last publish. */
describe('HTTP site: the live agent where its placement puts it', () => {
  let app: TestApp;
  let projectId: string;
  let script: string;
  let revision = 0;
  const settings = async (body: Record<string, unknown>) => {
    const patched = await app.request('PATCH', `/api/projects/${projectId}/settings/site`, { as: 'owner', body });
    expect(patched.status, JSON.stringify(patched.body)).to.equal(200);
  };
  /** A publish (a change to a page, so that there is one), which deploys the site. */
  const republish = async () => {
    revision += 1;
    await newDraft(app, projectId, 'about', {}, `# About\n\nRevision ${revision}.`);
    await publish(app, projectId);
  };
  /** The page's agent roots (their placements), and whether it loads the launcher. */
  const agentOf = async (path: string) => {
    const page = await fetchSite(app, projectId, path);
    const roots = [...page.text.matchAll(ROOT(projectId))].map((m) => m[1]);
    return { status: page.status, roots, script: page.text.includes(`<script type="module" src="${script}"></script>`), page };
  };

  before(async () => {
    app = await TestApp.start({ env: { PUBLIC_BASE_URL: PUBLIC } });
    projectId = await app.createProject('owner', { name: 'Northwind' });
    await app.request('PATCH', `/api/projects/${projectId}/modules`, { as: 'owner', body: { voice: true } });
    await newDraft(app, projectId, 'about');
    await newDraft(app, projectId, 'about', {}, '# À propos', 'fr');
    await publish(app, projectId);
    script = `${PUBLIC}${app.get(AssetCatalog).entry('live-agent').script}`;
  });
  after(() => app.stop());

  it('none (the default): no page holds the agent or its script', async () => {
    for (const path of ['', 'en/', 'en/about/', 'fr/about/', 'nowhere/']) {
      const { roots, page } = await agentOf(path);
      expect(roots, path).to.deep.equal([]);
      expect(page.text, path).not.to.include('data-live-agent').and.not.include('live-agent-');
      expect(page.headers.get('content-security-policy'), path).not.to.include('script-src');
    }
  });

  it('homepage: in each language’s home page, under its heading, with its launcher from the service', async () => {
    await settings({ live_agent_placement: 'homepage' });
    await republish();
    for (const home of ['', 'en/', 'fr/']) {
      const { roots, script: loads, page } = await agentOf(home);
      expect(roots, home).to.deep.equal(['homepage']);
      expect(loads, home).to.equal(true);
      expect(page.text).to.match(/<main id="main" tabindex="-1"><h1>Northwind<\/h1><div class="live-agent" data-live-agent="homepage"/);
    }
    const about = await agentOf('en/about/');
    expect([about.roots, about.script]).to.deep.equal([[], false]);
    expect(about.page.headers.get('content-security-policy')).not.to.include('script-src');
  });

  it('serves pages with the agent under a strict policy: the launcher from the service, the conversation framed from it, no connection', async () => {
    const { page } = await agentOf('en/');
    expect(page.headers.get('content-security-policy')).to.equal(
      "default-src 'none'; script-src https://content.example; style-src 'self'; img-src *; " +
        "connect-src 'self'; frame-src https://content.example; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    );
    expect(page.text)
      .not.to.match(/<script(?! type="module" src=")/)
      .and.not.to.include(' style=');
    // The launcher is the build's, served with long-lived caching under its content hash.
    const launcher = await fetch(`${app.url}${new URL(script).pathname}`);
    expect(launcher.status).to.equal(200);
    expect(launcher.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
  });

  it('destination_page: the agent’s own page at live_agent_slug in each language, and nowhere else', async () => {
    await settings({ live_agent_placement: 'destination_page', live_agent_slug: 'talk' });
    await republish();
    for (const language of ['en', 'fr']) {
      const own = await agentOf(`${language}/talk/`);
      expect(own.status).to.equal(200);
      expect([own.roots, own.script]).to.deep.equal([['destination_page'], true]);
      expect(own.page.text).to.include(`<html lang="${language}"`);
    }
    for (const path of ['en/', 'en/about/']) expect((await agentOf(path)).roots, path).to.deep.equal([]);
    expect((await fetchSite(app, projectId, 'sitemap.xml')).text).not.to.include('/talk/');
  });

  it('destination_page: its own heading and text, and a link to it wherever the site lists pages', async () => {
    await settings({ live_agent_placement: 'destination_page', live_agent_slug: 'talk' });
    await republish();
    // Without a heading of its own: the site's name on the page, the theme's words in the links.
    for (const [language, label] of [
      ['en', 'Talk with us'],
      ['fr', 'Parlez avec nous'],
    ]) {
      const index = (await agentOf(`${language}/`)).page.text;
      expect(index, language).to.include(`<h1>Northwind</h1><ul class="page-list"><li><a href="../${language}/talk/">${label}</a></li></ul>`);
      expect(index, language).to.match(new RegExp(`<nav class="primary-nav"[^>]*><ul><li><a href="../${language}/talk/">${label}</a></li></ul></nav>`));
      expect((await agentOf(`${language}/talk/`)).page.text).to.include('<h1>Northwind</h1><div class="live-agent"');
    }
    const patched = await app.request('PATCH', `/api/projects/${projectId}/settings/live-agent`, {
      as: 'owner',
      body: { page_heading: 'Talk with Northwind', page_text: 'We answer at once.\n\nAsk about <orders>,\nor anything.' },
    });
    expect(patched.status).to.equal(200);
    await republish();
    const own = (await agentOf('en/talk/')).page.text;
    expect(own).to.include('<title>Talk with Northwind');
    expect(own).to.include(
      '<h1>Talk with Northwind</h1><p>We answer at once.</p><p>Ask about &lt;orders&gt;,<br>or anything.</p><div class="live-agent" data-live-agent="destination_page"',
    );
    // The header's link on the page itself says it is the current page.
    expect(own).to.include('<a href="../../en/talk/" aria-current="page">Talk with Northwind</a>');
    expect((await agentOf('en/about/')).page.text).to.include('<a href="../../en/talk/">Talk with Northwind</a>');
    expect((await agentOf('en/')).page.text).to.include('<li><a href="../en/talk/">Talk with Northwind</a></li>');
    await app.request('PATCH', `/api/projects/${projectId}/settings/live-agent`, { as: 'owner', body: { page_heading: '', page_text: '' } });
  });

  it('widget and modal: a floating agent on every page of the theme, the 404 page included', async () => {
    for (const placement of ['widget', 'modal']) {
      await settings({ live_agent_placement: placement });
      await republish();
      for (const path of ['', 'en/', 'en/about/', 'fr/about/', 'en/nowhere/']) {
        const { roots, script: loads, page } = await agentOf(path);
        expect([roots, loads], `${placement} ${path}`).to.deep.equal([[placement], true]);
        // Last in the body, after the footer.
        expect(page.text).to.match(
          new RegExp(
            `</footer><div class="live-agent" data-live-agent="${placement}"[^>]*></div><script type="module" src="[^"]+"></script></body></html>\\n$`,
          ),
        );
      }
    }
  });

  it('widget and modal: a launcher the owner moved says where it stands, in data attributes of its element', async () => {
    await settings({ live_agent_placement: 'widget', launcher_offset: { bottom: 96, inline_end: 24 } });
    await republish();
    expect((await agentOf('en/about/')).page.text).to.include(
      `<div class="live-agent" data-live-agent="widget" data-project-id="${projectId}" ${ENGLISH_LABELS} data-launcher-offset-bottom="96" data-launcher-offset-inline-end="24"></div>`,
    );
    await settings({ launcher_offset: null });
    await republish();
    expect((await agentOf('en/about/')).page.text).not.to.include('data-launcher-offset');
  });

  it('keeps every page valid HTML, with each placement and without the agent', async () => {
    for (const placement of ['none', 'homepage', 'destination_page', 'widget', 'modal']) {
      await settings({ live_agent_placement: placement, live_agent_slug: 'talk' });
      await republish();
      for (const path of ['', 'en/', 'en/about/', 'fr/about/', 'en/talk/', 'en/nowhere/']) {
        const { page } = await agentOf(path);
        expect(await htmlProblems(page.text), `${placement} ${path}`).to.deep.equal([]);
      }
    }
  });

  it('changes only at the next publish, and not at all while the voice module is off', async () => {
    await settings({ live_agent_placement: 'none' });
    expect((await agentOf('en/')).roots, 'before the publish').to.deep.equal(['modal']);
    await republish();
    expect((await agentOf('en/')).roots).to.deep.equal([]);

    await settings({ live_agent_placement: 'widget' });
    await app.request('PATCH', `/api/projects/${projectId}/modules`, { as: 'owner', body: { voice: false } });
    await republish();
    expect((await agentOf('en/')).roots, 'voice module off').to.deep.equal([]);
    await app.request('PATCH', `/api/projects/${projectId}/modules`, { as: 'owner', body: { voice: true } });
    await republish();
    expect((await agentOf('en/')).roots).to.deep.equal(['widget']);
  });
});

describe('HTTP site: a release made with another build’s launcher', () => {
  it('is deployed again at start-up, so its pages never load a script the service no longer has', async () => {
    const old = { scriptUrl: `${PUBLIC}/assets/live-agent-OLDBUILD.js`, frameOrigin: PUBLIC };
    const first = await TestApp.start({ env: { PUBLIC_BASE_URL: PUBLIC }, overrides: [{ token: LiveAgentAssets, value: old }] });
    const projectId = await first.createProject('owner');
    await first.request('PATCH', `/api/projects/${projectId}/modules`, { as: 'owner', body: { voice: true } });
    await first.request('PATCH', `/api/projects/${projectId}/settings/site`, { as: 'owner', body: { live_agent_placement: 'widget' } });
    await newDraft(first, projectId, 'about');
    await publish(first, projectId);
    expect((await fetchSite(first, projectId, 'en/about/')).text).to.include('live-agent-OLDBUILD.js');
    await first.stop({ keepData: true });

    const second = await TestApp.start({ env: { PUBLIC_BASE_URL: PUBLIC }, dataDir: first.dataDir, issuer: first.issuer });
    try {
      const current = `${PUBLIC}${second.get(AssetCatalog).entry('live-agent').script}`;
      // The start-up catch-up runs in the background: another one waits for its deploy (or finds nothing left to do).
      await second.get(SiteDeployment).catchUp();
      const page = (await fetchSite(second, projectId, 'en/about/')).text;
      expect(page).to.include(`<script type="module" src="${current}"></script>`).and.not.include('OLDBUILD');
    } finally {
      await second.stop();
    }
  });
});

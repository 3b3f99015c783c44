import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { mintDevToken } from '../../../infrastructure/auth/dev-issuer.js';
import { SERVER_ENTRY } from '../../../tools/build-server.js';
import { buildServerIfStale } from '../../support/built-bundles.js';
import { BAKERY_HTML } from '../../support/fixtures/business-sites.js';
import { fetchSite } from '../site/fetch-site.js';
import { finished, ROOT, waitForLine, type Finished } from '../../support/processes.js';
import { Website } from '../../support/stand-ins/website.js';

const OWNER = 'bundle-owner';

type OpenApi = { paths: Record<string, Record<string, { operationId?: string }>> };
/** Each operation's id by its method and path. */
const operationIds = (description: OpenApi): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(description.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => [`${method} ${path}`, operation.operationId]),
    ),
  );
const PATH = `${dirname(process.execPath)}:${process.env.PATH ?? ''}`;

/** The bundle as `npm start` runs it: `node dist/server/main.js`, nothing else. */
const startBundle = (env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env: { PATH, HOME: process.env.HOME ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * The bundled server (tools/build-server.ts) on its own data, driven over HTTP through what
 * esbuild could break: bundled CommonJS, chunks found by `import.meta.url` (the worker's
 * script, the browser bundles), the packages left to node_modules and loaded on first use
 * (sharp, shiki, sitemap, the MCP SDK, the tus server, oidc-provider, cheerio), and swagger-ui's
 * files. One server for the whole file; each test makes the project it needs.
 */
export function describeServerBundle(): void {
  describe('The bundled server (dist/server/main.js, what npm start runs)', function () {
    this.timeout(300_000);
    let dataDir: string;
    let website: Website;
    let server: ChildProcess;
    let exited: Promise<Finished>;
    let url: string;
    let token: string;

    before(async () => {
      await buildServerIfStale();
      dataDir = mkdtempSync(join(tmpdir(), 'content-service-bundle-'));
      website = await Website.start({ '/': { body: BAKERY_HTML } });
      // Onboarding reads the business's website on loopback.
      server = startBundle({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', ALLOW_PRIVATE_FETCH: 'true' });
      exited = finished(server);
      url = (JSON.parse(await waitForLine(server, /content service listening/, 60_000)) as { url: string }).url;
      token = await mintDevToken(dataDir, { sub: OWNER, ttlSeconds: 3600 });
    });
    after(async () => {
      if (server?.exitCode === null) server.kill('SIGKILL');
      await website?.stop();
      if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
    });

    const auth = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });
    /** A JSON call as the owner: its status and parsed body. */
    const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: auth({ ...(body !== undefined && { 'content-type': 'application/json' }), ...headers }),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
    };
    const newProject = async (name: string) => {
      const created = await call('POST', '/api/projects', { name, default_language: 'en' });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      return created.body.id as string;
    };
    const image = (seed: number) =>
      sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: seed, g: 90, b: 160 } } })
        .png()
        .toBuffer();

    it('stops at start-up with one line per bad variable', async () => {
      const bad = await finished(startBundle({ DATA_DIR: dataDir, PORT: 'abc' }));
      expect([bad.code, bad.stderr]).to.deep.equal([1, 'Invalid configuration:\n  PORT: must be a port number from 0 to 65535, got "abc"\n']);
    });

    it('publishes a page with an uploaded image and code, and serves the deployed page, its image variants and the sitemap', async () => {
      const projectId = await newProject('Bundled site');
      const api = `/api/projects/${projectId}`;
      const uploaded = await fetch(`${url}${api}/images`, { method: 'POST', headers: auth({ 'content-type': 'image/png' }), body: await image(1) });
      const { id: imageId, url: imageUrl } = (await uploaded.json()) as { id: string; url: string };
      expect(uploaded.status).to.equal(201);
      // Resumable upload (tus), the whole file in the creating POST: its answer names the image.
      const resumable = await fetch(`${url}${api}/uploads`, {
        method: 'POST',
        headers: auth({ 'tus-resumable': '1.0.0', 'upload-length': String((await image(2)).length), 'content-type': 'application/offset+octet-stream' }),
        body: await image(2),
      });
      expect(resumable.status).to.equal(201);
      expect(resumable.headers.get('content-location')).to.match(new RegExp(`^${api}/images/\\w+$`));

      const content = `# Opening\n\n![Our shop](${imageUrl})\n\n\`\`\`ts\nconst open = true;\n\`\`\`\n`;
      const page = await call('POST', `${api}/pages`, { slug: 'opening', language: 'en', doc_template_id: 'page', metadata: { title: 'Opening' }, content });
      expect(page.status, JSON.stringify(page.body)).to.equal(201);
      const draft = await call('POST', `${api}/docs/edit/save`, {
        draftId: 'new',
        doc_template_id: 'page',
        language: 'en',
        metadata: { slug: 'news', title: 'News' },
        content: '# News',
      });
      expect(draft.status, JSON.stringify(draft.body)).to.be.oneOf([200, 201]);
      const preview = await call('POST', `${api}/publish`, {});
      expect(preview.status, JSON.stringify(preview.body)).to.equal(201);
      const confirmed = await call('POST', `${api}/publish/confirm`, { confirmation_token: preview.body.confirmation_token });
      expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);

      const deployed = await fetchSite({ url }, projectId, 'en/opening/');
      const html = deployed.text;
      expect(deployed.status).to.equal(200);
      // Highlighted by shiki, the image resized by sharp into WebP variants.
      expect(html).to.include('<code class="language-ts"><span class="hl-');
      expect(/srcset="([^"]+)"/.exec(html)?.[1]).to.equal([320, 640, 1280].map((w) => `/media/${projectId}/${imageId}-w${w}.webp ${w}w`).join(', '));
      const variant = await fetch(`${url}/media/${projectId}/${imageId}-w640.webp`);
      expect([variant.status, variant.headers.get('content-type')]).to.deep.equal([200, 'image/webp']);
      expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).to.equal(640);
      const sitemap = await fetchSite({ url }, projectId, 'sitemap.xml');
      const xml = sitemap.text;
      expect(sitemap.status).to.equal(200);
      // Written at the site's own address, as the project names it (PUBLIC_BASE_URL's default names port 0 here).
      const site = (await call('GET', `/api/projects/${projectId}`)).body.site_url as string;
      expect(site).to.equal(`http://${projectId}.localhost:0/`);
      expect(xml).to.include(`<loc>${site}en/opening/</loc>`).and.include(`<loc>${site}en/news/</loc>`);
    });

    it('answers MCP tools/list and tools/call with an API key, through the SDK loaded on first use', async () => {
      const projectId = await newProject('Bundled MCP');
      const page = await call('POST', `/api/projects/${projectId}/pages`, {
        slug: 'about',
        language: 'en',
        doc_template_id: 'page',
        metadata: { title: 'About' },
        content: '# About us',
      });
      const { key } = (await call('POST', `/api/projects/${projectId}/keys`, { name: 'agent', role: 'member' })).body as { key: string };
      const client = new Client({ name: 'server-bundle-test', version: '1.0.0' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers: { 'x-api-key': key, 'x-project-id': projectId } } }),
      );
      try {
        const { tools } = await client.listTools();
        expect(tools.map((tool) => tool.name)).to.include.members(['get_page', 'list_pages']);
        const answer = await client.callTool({ name: 'get_page', arguments: { page_id: page.body.id } });
        const [first] = answer.content as Array<{ type: string; text: string }>;
        expect(answer.isError ?? false).to.equal(false);
        expect(JSON.parse(first!.text)).to.include({ id: page.body.id, slug: 'about', content: '# About us' });
      } finally {
        await client.close();
      }
    });

    it('extracts a captured page in the worker thread (its script found beside the bundle)', async () => {
      const projectId = await newProject('Bundled ingestion');
      const ingest = `/api/projects/${projectId}/ingest`;
      const html =
        '<html lang="fr"><head><title>À propos</title></head><body><article><h1>À propos</h1><p>Nous faisons du pain depuis 1952.</p></article></body></html>';
      const captured = await call('POST', `${ingest}/capture`, { url: 'https://bakery.example/a-propos/', html });
      expect(captured.status, JSON.stringify(captured.body)).to.equal(201);
      const extracted = await call('POST', `${ingest}/extract`, { capture_id: captured.body.capture_id });
      expect(extracted.status, JSON.stringify(extracted.body)).to.equal(200);
      expect(extracted.body.proposal).to.deep.include({ slug: 'a-propos', language: 'fr' });
      expect(extracted.body.proposal.content).to.include('Nous faisons du pain depuis 1952.');
    });

    it("reads a business's website for onboarding (cheerio, loaded on first use)", async () => {
      const projectId = await newProject('Bundled onboarding');
      expect((await call('PATCH', `/api/projects/${projectId}/modules`, { voice: true, onboarding: true })).status).to.equal(200);
      const tool = async (tool_name: string, args: Record<string, unknown> = {}) => {
        const answer = await call('POST', '/api/live/tools/execute', { tool_name, args }, { 'x-project-id': projectId });
        expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
        return answer.body.result as string;
      };
      await tool('select_company', { country: 'DE', business_url: website.url('/') });
      expect(await tool('run_extraction'))
        .to.contain('Name: Bäckerei Sonnenschein.')
        .and.contain('Opening hours: Mo-Fr 07:00-18:00, Sa 07:00-13:00.');
    });

    it('logs each write under its documented operation, and describes each operation by the id of the sources (it renames classes)', async () => {
      const projectId = await newProject('Bundled activity');
      const created = await call('POST', `/api/projects/${projectId}/docs/edit/save`, {
        draftId: 'new',
        doc_template_id: 'page',
        language: 'en',
        metadata: { slug: 'hours', title: 'Hours' },
        content: 'We open at nine.',
      });
      expect(created.status, JSON.stringify(created.body)).to.equal(200);
      let revision = created.body.revision as number;
      for (let take = 1; take <= 4; take++) {
        const saved = await call('POST', `/api/projects/${projectId}/docs/edit/save`, {
          draftId: created.body.draftId,
          revision,
          language: 'en',
          metadata: { title: 'Hours' },
          content: `Take ${take}`,
        });
        expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
        revision = saved.body.revision as number;
      }
      const logged = async (action: string) => (await call('GET', `/api/projects/${projectId}/activity?action=${action}`)).body.activity as unknown[];
      expect(await logged('save_draft')).to.have.length(5);
      expect(await logged('create_project')).to.have.length(1);
      const actions = ((await call('GET', `/api/projects/${projectId}/activity`)).body.activity as Array<{ action: string }>).map((entry) => entry.action);
      expect(new Set(actions)).to.deep.equal(new Set(['save_draft', 'create_project']));

      const described = (await (await fetch(`${url}/openapi.json`)).json()) as OpenApi;
      const sources = JSON.parse(readFileSync(`${ROOT}clients/typescript/openapi.json`, 'utf8')) as OpenApi;
      expect(operationIds(described)).to.deep.equal(operationIds(sources));
    });

    it("serves the API description, its reference page with swagger-ui's files, Edit Mode's page and the OAuth server's metadata", async () => {
      const description = await fetch(`${url}/openapi.json`);
      expect(description.status).to.equal(200);
      expect(((await description.json()) as { openapi: string }).openapi).to.match(/^3\./);
      const reference = await fetch(`${url}/docs`);
      expect(reference.status).to.equal(200);
      expect(await reference.text()).to.include('swagger-ui-bundle.js');
      const stylesheet = await fetch(`${url}/docs/swagger-ui.css`);
      expect([stylesheet.status, stylesheet.headers.get('content-type')]).to.deep.equal([200, 'text/css; charset=utf-8']);
      expect(await stylesheet.text()).to.include('.swagger-ui');

      // The browser bundles, found from the bundle's folder by the walk up to package.json.
      const editMode = await fetch(`${url}/edit/`);
      const page = await editMode.text();
      expect(editMode.status).to.equal(200);
      const script = /<script type="module" src="([^"]+)"/.exec(page)?.[1];
      expect(script, page).to.be.a('string');
      expect((await fetch(new URL(script!, `${url}/edit/`))).status).to.equal(200);

      const metadata = await fetch(`${url}/.well-known/oauth-authorization-server`);
      expect(metadata.status).to.equal(200);
      expect(await metadata.json()).to.include.keys('issuer', 'authorization_endpoint', 'token_endpoint');
    });

    it('logs no error, and stops with exit code 0 on SIGTERM', async () => {
      server.kill('SIGTERM');
      const { code, stdout, stderr } = await exited;
      const errors = stdout.split('\n').filter((line) => /"level":(50|60)/.test(line));
      // oidc-provider warns on Node 20, which it does not support officially (it runs there).
      const warnings = stderr.split('\n').filter((line) => line !== '' && !line.startsWith('oidc-provider WARNING: Unsupported runtime'));
      expect({ code, errors, warnings }).to.deep.equal({ code: 0, errors: [], warnings: [] });
    });
  });
}

import { expect } from 'chai';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeployGuard, SiteSnapshot } from '../../../application/site/ports.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { LocalSiteDeployer } from '../../../infrastructure/site/local-site-deployer.js';
import { LocalSiteFiles } from '../../../infrastructure/site/local-site-files.js';
import { SiteReleases } from '../../../infrastructure/site/site-releases.js';
import { ADDRESSING, AGENT_ASSETS, AT, held, sitePage, siteSnapshot } from '../../support/site-snapshots.js';

const page = (slug: string, revision = 1, content = `# ${slug}`): PageDocument => sitePage(slug, { revision, content });
const snapshot = (pages: PageDocument[], images: SiteSnapshot['images'] = {}): SiteSnapshot => siteSnapshot(pages, { images });

describe('SiteDeployer [local files under DATA_DIR/sites]', () => {
  let root: string;
  let releases: SiteReleases;
  let deployer: LocalSiteDeployer;
  let files: LocalSiteFiles;
  const projectDir = () => join(root, 'proj');
  const current = () => readlinkSync(join(projectDir(), 'current'));
  const body = async (path: string) => {
    const found = await files.read('proj', path, AT);
    return found.kind === 'file' ? Buffer.from(found.file.body).toString() : found.kind;
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'content-service-sites-'));
    releases = new SiteReleases(root);
    deployer = new LocalSiteDeployer(releases, () => AGENT_ASSETS, ADDRESSING);
    files = new LocalSiteFiles(releases);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds a release and switches `current` to it; readers in this process see it at once', async () => {
    expect(await files.read('proj', '', AT)).to.deep.equal({ kind: 'not_found' });
    const { release } = await deployer.deploy(snapshot([page('a'), page('b')]), held);
    expect(current()).to.equal(`releases/${release}`);
    expect(readdirSync(join(projectDir(), 'releases', release)).sort()).to.deep.equal([
      '404.html',
      'assets',
      'en',
      'index.html',
      'release.json',
      'sitemap.xml',
    ]);
    expect(await body('en/a/')).to.include('<h1>a</h1>');
    await deployer.deploy(snapshot([page('a', 2, 'changed')]), held);
    expect(await body('en/a/')).to.include('<p>changed</p>');
    expect(await body('en/b/')).to.equal('not_found');
    const missing = await files.read('proj', 'en/b/', AT);
    expect(missing.kind === 'not_found' && Buffer.from(missing.page!.body).toString()).to.include('<h1>Page not found</h1>');
    expect(await files.read('proj', 'en/a', AT)).to.deep.equal({ kind: 'redirect', location: 'en/a/' });
  });

  it('shows a site without pages as such, in the default language and its direction', async () => {
    await deployer.deploy({ ...snapshot([]), defaultLanguage: 'ar' }, held);
    const root = await body('');
    expect(root)
      .to.match(/^<!doctype html><html lang="ar" dir="rtl">/)
      .and.include('<p>لا توجد صفحات بعد.</p>');
  });

  it('reuses the files of unchanged pages (hard links) and renders the changed ones', async () => {
    const first = (await deployer.deploy(snapshot([page('a'), page('b')]), held)).release;
    const second = (await deployer.deploy(snapshot([page('a'), page('b', 2)]), held)).release;
    const inode = (release: string, slug: string) => statSync(join(projectDir(), 'releases', release, 'en', slug, 'index.html')).ino;
    expect(inode(second, 'a')).to.equal(inode(first, 'a'));
    expect(inode(second, 'b')).to.not.equal(inode(first, 'b'));
  });

  it("gives the project's images their responsive variants (srcset), and renders a page again when they change", async () => {
    const shown = page('gallery', 1, '![A cat](/media/proj/cat1.png) ![Elsewhere](/media/other/dog1.png) ![Bad](javascript:alert(1))');
    const variants = {
      cat1: [
        { url: '/media/proj/cat1-w320.webp', width: 320 },
        { url: '/media/proj/cat1-w640.webp', width: 640 },
      ],
    };
    const before = (await deployer.deploy(snapshot([shown]), held)).release;
    expect(await body('en/gallery/')).to.include('<img src="/media/proj/cat1.png" alt="A cat" decoding="async">');
    const after = (await deployer.deploy(snapshot([shown], variants), held)).release;
    const html = await body('en/gallery/');
    expect(html).to.include(
      '<img src="/media/proj/cat1.png" alt="A cat" srcset="/media/proj/cat1-w320.webp 320w, /media/proj/cat1-w640.webp 640w" sizes="(max-width: 640px) 100vw, 640px" loading="lazy" decoding="async">',
    );
    expect(html).to.include('<img src="/media/other/dog1.png" alt="Elsewhere" decoding="async">');
    expect(html).to.not.match(/(src|href)="javascript:/); // left as inert text
    const inode = (release: string) => statSync(join(projectDir(), 'releases', release, 'en', 'gallery', 'index.html')).ino;
    expect(inode(after)).to.not.equal(inode(before));
  });

  it('removes releases a crash left incomplete, keeps the newest three complete ones, and removes everything with the project', async () => {
    await deployer.deploy(snapshot([page('a')]), held);
    const partial = join(projectDir(), 'releases', '000000000-dead');
    mkdirSync(join(partial, 'en'), { recursive: true });
    writeFileSync(join(partial, 'index.html'), '<half');
    for (let i = 2; i <= 5; i++) await deployer.deploy(snapshot([page('a', i)]), held);
    const kept = readdirSync(join(projectDir(), 'releases'));
    expect(kept).to.have.length(3).and.not.include('000000000-dead');
    expect(kept.every((id) => existsSync(join(projectDir(), 'releases', id, 'release.json')))).to.equal(true);
    expect(current()).to.equal(`releases/${kept.sort().at(-1)}`);
    await deployer.remove('proj');
    expect(existsSync(projectDir())).to.equal(false);
    expect(await files.read('proj', '', AT)).to.deep.equal({ kind: 'not_found' });
  });

  it('stops writing as soon as its guard says the lease is lost: nothing switched, its partial release removed', async () => {
    const live = (await deployer.deploy(snapshot([page('a')]), held)).release;
    let checks = 0;
    const losing: DeployGuard = {
      check: () => {
        checks += 1;
        if (checks === 3) throw new Error('lease lost');
      },
    };
    const many = Array.from({ length: 200 }, (_, i) => page(`p${i}`));
    let error: unknown = null;
    await deployer.deploy(snapshot(many), losing).catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal('lease lost');
    expect(current()).to.equal(`releases/${live}`);
    expect(readdirSync(join(projectDir(), 'releases'))).to.deep.equal([live]);
    expect(await body('en/a/')).to.include('<h1>a</h1>');
  });

  it('never switches `current` to a release that is not whole: a file missing, or not at its size', async () => {
    const live = (await deployer.deploy(snapshot([page('a')]), held)).release;
    const make = async (id: string, damage: (dir: string) => void) => {
      const dir = await releases.create('proj', id);
      mkdirSync(join(dir, 'en', 'b'), { recursive: true });
      writeFileSync(join(dir, 'index.html'), 'root');
      writeFileSync(join(dir, 'en', 'b', 'index.html'), 'page b');
      const files = {
        'index.html': { key: 'k1', etag: 'e1', type: 'html' as const, size: 4 },
        'en/b/index.html': { key: 'k2', etag: 'e2', type: 'html' as const, size: 6 },
      };
      await releases.complete('proj', { id, created_at: '2026-01-01T00:00:00Z', files });
      damage(dir);
    };
    await make('100000000-gutted', (dir) => rmSync(join(dir, 'en'), { recursive: true }));
    await make('100000000-short', (dir) => writeFileSync(join(dir, 'en', 'b', 'index.html'), 'page'));
    await make('100000000-whole', () => undefined);
    for (const id of ['100000000-gutted', '100000000-short', 'never-completed']) {
      let error: unknown = null;
      await releases.switchTo('proj', id).catch((caught: unknown) => (error = caught));
      expect((error as Error).message).to.equal(`Release ${id} of project proj is not whole: the live site stays as it was`);
      expect(current()).to.equal(`releases/${live}`);
    }
    await releases.switchTo('proj', '100000000-whole');
    expect(current()).to.equal('releases/100000000-whole');
    expect(await body('en/b/')).to.equal('page b');
  });

  it('names the sites whose live release lost files, and the next deploy renders them whole again without writing through the old links', async () => {
    const first = (await deployer.deploy(snapshot([page('a'), page('b'), page('c')]), held)).release;
    expect(await deployer.brokenSites()).to.deep.equal([]);
    const firstDir = join(projectDir(), 'releases', first);
    rmSync(join(firstDir, 'en', 'a', 'index.html'));
    writeFileSync(join(firstDir, 'en', 'b', 'index.html'), 'cut');
    expect(await deployer.brokenSites()).to.deep.equal(['proj']);
    const second = (await deployer.deploy(snapshot([page('a'), page('b'), page('c')]), held)).release;
    expect(await deployer.brokenSites()).to.deep.equal([]);
    expect(await body('en/a/')).to.include('<h1>a</h1>');
    expect(await body('en/b/')).to.include('<h1>b</h1>');
    const inode = (release: string, slug: string) => statSync(join(projectDir(), 'releases', release, 'en', slug, 'index.html')).ino;
    expect(inode(second, 'c')).to.equal(inode(first, 'c'));
    expect(inode(second, 'b')).to.not.equal(inode(first, 'b'));
    expect(readFileSync(join(firstDir, 'en', 'b', 'index.html'), 'utf8')).to.equal('cut');
  });

  it('names the sites rendered for another address, or whose agent is framed from elsewhere, for a deploy at start-up', async () => {
    const agent = { placement: 'widget' as const, slug: null, heading: '', text: '', launcherOffset: null, ...AGENT_ASSETS };
    await deployer.deploy({ ...snapshot([page('a')]), agent }, held);
    expect(await deployer.brokenSites()).to.deep.equal([]);
    // SITES_DOMAIN changed: the release's canonical links and sitemap name the old address.
    expect(await new LocalSiteDeployer(releases, () => AGENT_ASSETS, { ...ADDRESSING, sitesDomain: 'other.test' }).brokenSites()).to.deep.equal(['proj']);
    // The conversation frame moved (PUBLIC_BASE_URL changed): the page's policy frames the old origin.
    const moved = new LocalSiteDeployer(releases, () => ({ ...AGENT_ASSETS, frameOrigin: 'https://service.example' }), ADDRESSING);
    expect(await moved.brokenSites()).to.deep.equal(['proj']);
    // A release of an older version: no site address recorded, the agent running in the page.
    const id = '100000000-older';
    const dir = await releases.create('proj', id);
    writeFileSync(join(dir, 'index.html'), 'root');
    const files = { 'index.html': { key: 'k', etag: 'e', type: 'html' as const, size: 4 } };
    await releases.complete('proj', { id, created_at: '2026-01-01T00:00:00Z', files, agent: { script: AGENT_ASSETS.scriptUrl } });
    await releases.switchTo('proj', id);
    expect(await deployer.brokenSites()).to.deep.equal(['proj']);
  });

  it("serves another process's newest release when the one it had loaded was pruned meanwhile", async () => {
    await deployer.deploy(snapshot([page('a'), page('b')]), held);
    const elsewhere = new LocalSiteFiles(new SiteReleases(root));
    const read = async (path: string) => {
      const found = await elsewhere.read('proj', path, AT);
      return found.kind === 'file' ? Buffer.from(found.file.body).toString() : found.kind;
    };
    expect(await read('en/a/')).to.include('<h1>a</h1>');
    // Three deploys here prune the release the other process still has loaded (its `current` check is not due yet).
    for (let i = 2; i <= 4; i++) await deployer.deploy(snapshot([page('a', i, `version ${i}`), page('b', i, `version ${i}`)]), held);
    expect(await read('en/b/')).to.include('<p>version 4</p>');
  });

  it('keeps bodies within its byte budget, dropping the least recently served first, and serves dropped ones from disk', async () => {
    await deployer.deploy(snapshot([page('a'), page('b'), page('c')]), held);
    const size = (await files.read('proj', 'en/a/', AT)).kind === 'file' ? Buffer.byteLength(await body('en/a/')) : 0;
    // Room for two pages (all three are about the same size).
    const small = new LocalSiteFiles(new SiteReleases(root), Math.floor(size * 2.5));
    const served = async (path: string) => {
      const found = await small.read('proj', path, AT);
      if (found.kind !== 'file') throw new Error(found.kind);
      return found.file;
    };
    const a = await served('en/a/');
    const b = await served('en/b/');
    expect(await served('en/a/')).to.equal(a, 'kept: the same object');
    // c needs room: b, the least recently served, goes; a (served after it) stays.
    await served('en/c/');
    expect(await served('en/a/')).to.equal(a);
    const bAgain = await served('en/b/');
    expect(bAgain).to.not.equal(b, 'read from disk again');
    expect(Buffer.from(bAgain.body).toString()).to.equal(Buffer.from(b.body).toString());
    expect(bAgain.etag).to.equal(b.etag);
  });

  it('writes the sitemap for whichever address the site is read at', async () => {
    await deployer.deploy(snapshot([page('a')]), held);
    expect(await body('sitemap.xml')).to.include('<loc>http://proj.sites.test/en/a/</loc>');
    const own = await files.read('proj', 'sitemap.xml', 'https://acme.test/');
    expect(own.kind === 'file' && Buffer.from(own.file.body).toString()).to.include('<loc>https://acme.test/en/a/</loc>');
  });

  it('writes the address into the sitemap as XML text, and refuses one that is not an http(s) folder', async () => {
    await deployer.deploy(snapshot([page('a')]), held);
    const at = async (base: string) => {
      const found = await files.read('proj', 'sitemap.xml', base);
      return found.kind === 'file'
        ? [
            ...Buffer.from(found.file.body)
              .toString()
              .matchAll(/<loc>([^<]*)<\/loc>/g),
          ].map((m) => m[1])
        : found.kind;
    };
    expect(await at('https://acme.test/a&b\'c/"><x>/')).to.deep.equal(['https://acme.test/a&amp;b&#39;c/%22%3E%3Cx%3E/en/a/']);
    for (const base of ['javascript:alert(1)//', 'https://acme.test/no-folder', 'https://acme.test/?q=1/', 'not a url']) {
      const outcome = await at(base).then(
        () => 'served',
        (error: Error) => error.message,
      );
      expect(outcome, base).to.match(/^a sitemap is served at the http\(s\) address of a folder|Invalid URL/);
    }
  });
});

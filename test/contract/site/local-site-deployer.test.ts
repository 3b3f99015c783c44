import { expect } from 'chai';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteSnapshot } from '../../../application/site/ports.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { LocalSiteDeployer } from '../../../infrastructure/site/local-site-deployer.js';
import { LocalSiteFiles } from '../../../infrastructure/site/local-site-files.js';
import { SiteReleases } from '../../../infrastructure/site/site-releases.js';

const page = (slug: string, revision = 1, content = `# ${slug}`): PageDocument => ({
  id: `id-${slug}`,
  project_id: 'proj',
  slug,
  language: 'en',
  visibility: 'public',
  metadata: { title: slug },
  content,
  doc_template_id: 'page',
  revision,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: `2026-01-01T00:00:0${revision}Z`,
});
const snapshot = (pages: PageDocument[], images: SiteSnapshot['images'] = {}): SiteSnapshot => ({
  projectId: 'proj',
  name: 'Site',
  defaultLanguage: 'en',
  pages,
  navigation: [],
  images,
});
const AT = { base: 'http://localhost/sites/proj/', ownDomain: false };

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
    deployer = new LocalSiteDeployer(releases);
    files = new LocalSiteFiles(releases);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds a release and switches `current` to it; readers in this process see it at once', async () => {
    expect(await files.read('proj', '', AT)).to.deep.equal({ kind: 'not_found' });
    const { release } = await deployer.deploy(snapshot([page('a'), page('b')]));
    expect(current()).to.equal(`releases/${release}`);
    expect(readdirSync(join(projectDir(), 'releases', release)).sort()).to.deep.equal(['en', 'index.html', 'release.json', 'sitemap.xml']);
    expect(await body('en/a/')).to.include('<h1>a</h1>');
    await deployer.deploy(snapshot([page('a', 2, 'changed')]));
    expect(await body('en/a/')).to.include('<p>changed</p>');
    expect(await body('en/b/')).to.equal('not_found');
    expect(await files.read('proj', 'en/a', AT)).to.deep.equal({ kind: 'redirect', location: 'en/a/' });
  });

  it('reuses the files of unchanged pages (hard links) and renders the changed ones', async () => {
    const first = (await deployer.deploy(snapshot([page('a'), page('b')]))).release;
    const second = (await deployer.deploy(snapshot([page('a'), page('b', 2)]))).release;
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
    const before = (await deployer.deploy(snapshot([shown]))).release;
    expect(await body('en/gallery/')).to.include('<img src="/media/proj/cat1.png" alt="A cat">');
    const after = (await deployer.deploy(snapshot([shown], variants))).release;
    const html = await body('en/gallery/');
    expect(html).to.include(
      '<img src="/media/proj/cat1.png" alt="A cat" srcset="/media/proj/cat1-w320.webp 320w, /media/proj/cat1-w640.webp 640w" sizes="(max-width: 640px) 100vw, 640px" loading="lazy">',
    );
    expect(html).to.include('<img src="/media/other/dog1.png" alt="Elsewhere">');
    expect(html).to.not.match(/(src|href)="javascript:/); // left as inert text
    const inode = (release: string) => statSync(join(projectDir(), 'releases', release, 'en', 'gallery', 'index.html')).ino;
    expect(inode(after)).to.not.equal(inode(before));
  });

  it('removes releases a crash left incomplete, keeps the newest three complete ones, and removes everything with the project', async () => {
    await deployer.deploy(snapshot([page('a')]));
    const partial = join(projectDir(), 'releases', '000000000-dead');
    mkdirSync(join(partial, 'en'), { recursive: true });
    writeFileSync(join(partial, 'index.html'), '<half');
    for (let i = 2; i <= 5; i++) await deployer.deploy(snapshot([page('a', i)]));
    const kept = readdirSync(join(projectDir(), 'releases'));
    expect(kept).to.have.length(3).and.not.include('000000000-dead');
    expect(kept.every((id) => existsSync(join(projectDir(), 'releases', id, 'release.json')))).to.equal(true);
    expect(current()).to.equal(`releases/${kept.sort().at(-1)}`);
    await deployer.remove('proj');
    expect(existsSync(projectDir())).to.equal(false);
    expect(await files.read('proj', '', AT)).to.deep.equal({ kind: 'not_found' });
  });

  it('writes the sitemap for whichever address the site is read at', async () => {
    await deployer.deploy(snapshot([page('a')]));
    expect(await body('sitemap.xml')).to.include('<loc>http://localhost/sites/proj/en/a/</loc>');
    const own = await files.read('proj', 'sitemap.xml', { base: 'https://acme.test/', ownDomain: true });
    expect(own.kind === 'file' && Buffer.from(own.file.body).toString()).to.include('<loc>https://acme.test/en/a/</loc>');
  });

  it('writes the address into the sitemap as XML text, and refuses one that is not an http(s) folder', async () => {
    await deployer.deploy(snapshot([page('a')]));
    const at = async (base: string) => {
      const found = await files.read('proj', 'sitemap.xml', { base, ownDomain: false });
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

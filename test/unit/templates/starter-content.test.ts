import { expect } from 'chai';
import { starterContent } from '../../../domain/templates/starter-content.js';
import { STARTER_KITS } from '../../../domain/templates/starter-kit.js';

const linksIn = (markdown: string): string[] => [...markdown.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);

/** Issue 43: the starter kits' pages carry real text an editor replaces. */
describe('Starter kits: the text their pages start with', () => {
  for (const kit of STARTER_KITS) {
    for (const page of kit.pages) {
      it(`${kit.id}/${page.slug}: a description, paragraphs, and a link to another page of the kit in the page's language`, () => {
        const { content, metadata } = starterContent(kit.id, page.slug, 'fr');
        expect(metadata.description, 'description').to.be.a('string').and.not.equal('');
        expect(content).to.not.match(/lorem|ipsum/i);
        const paragraphs = content.split('\n\n').filter((block) => !block.startsWith('#') && block.trim().length > 40);
        expect(paragraphs.length, 'paragraphs').to.be.at.least(2);
        const kitPaths = kit.pages.map((p) => `/fr/${p.slug}/`);
        const links = [...linksIn(content), ...(metadata.cta_url === undefined ? [] : [metadata.cta_url])];
        expect(links.filter((link) => kitPaths.includes(link)).length, 'links to kit pages').to.be.above(0);
        expect(
          links.every((link) => kitPaths.includes(link)),
          `every link names a page of the kit: ${links.join(', ')}`,
        ).to.equal(true);
        if (page.doc_template_id === 'faq') {
          // The FAQ convention (domain/knowledge/faq-entry.ts): one "## question" heading per entry, its answer under it.
          expect(content.match(/^## .+\?$/gm), 'FAQ entries').to.have.length(3);
        } else {
          expect(content.match(/^## .+$/gm)?.length ?? 0, 'headings').to.be.above(0);
        }
      });
    }
  }

  it('gives the business landing page a headline and a call to action to its contact page', () => {
    const { metadata } = starterContent('business', 'home', 'en');
    expect(metadata).to.include({ cta_label: 'Contact us', cta_url: '/en/contact/' });
    expect(metadata.headline).to.be.a('string').and.not.equal('');
  });

  it('has no text for a page it does not know', () => {
    expect(starterContent('blog', 'elsewhere', 'en')).to.deep.equal({ content: '', metadata: {} });
    expect(starterContent('castle', 'home', 'en')).to.deep.equal({ content: '', metadata: {} });
  });
});

import { expect } from 'chai';
import { contentText, pageTitle, separateWords } from '../../../domain/search/indexed-text.js';
import { searchTerms } from '../../../domain/search/query.js';

describe('indexed page text and query terms', () => {
  it('titles a page by its trimmed title, else its slug', () => {
    expect(pageTitle({ slug: 'visit', metadata: { title: '  Visit us ' } })).to.equal('Visit us');
    expect(pageTitle({ slug: 'visit', metadata: { title: '   ' } })).to.equal('visit');
    expect(pageTitle({ slug: 'visit', metadata: { title: 7 } })).to.equal('visit');
    expect(pageTitle({ slug: 'visit', metadata: {} })).to.equal('visit');
  });

  it('keeps the headings apart from the body, leaving out empty ones', () => {
    expect(contentText('# Visit\nCome **in**.\n## \n## Parking\nFree.')).to.deep.equal({ headings: 'Visit\nParking', body: 'Come in. Free.' });
    expect(contentText('Come **in**.\n# H', { plain: false })).to.deep.equal({ headings: 'H', body: 'Come **in**.' });
  });

  it('separates adjacent words of scripts written without spaces, and only those', () => {
    expect(separateWords('東京駅の近く', '|')).to.equal('東京|駅|の|近く');
    expect(separateWords('東京 駅、近く', '|')).to.equal('東京 駅、近く');
    expect(separateWords('Tokyo 東京', '|')).to.equal('Tokyo 東京');
  });

  it('splits a query at anything but letters, digits and marks, dropping lone letters and function words', () => {
    expect(searchTerms('wi-fi+parking, the a x 5G', { languages: ['en'] }).map((t) => t.word)).to.deep.equal(['wi', 'fi', 'parking', '5G']);
    expect(searchTerms('café Ελλάδα', { languages: ['en'] }).map((t) => t.forms[0])).to.deep.equal(['cafe', 'ελλαδα']);
  });

  it('keeps at most as many terms as asked', () => {
    expect(searchTerms('alpha beta gamma', { languages: ['en'], max: 2 }).map((t) => t.forms[0])).to.deep.equal(['alpha', 'beta']);
    expect(searchTerms('alpha beta', { languages: ['en'], max: 2 })).to.have.length(2);
  });
});

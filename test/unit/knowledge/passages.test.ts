import { expect } from 'chai';
import { excerpt, headingOf, passagesOf, plainText } from '../../../domain/knowledge/passages.js';

const page = (content: string) => ({ slug: 'visit', language: 'en', title: 'Visit', content });

describe('passages of a page (what the agent can quote)', () => {
  it('reduces markdown to the words a listener hears', () => {
    expect(plainText('Before\n```js\nconst a = 1;\n```\nafter')).to.equal('Before after');
    expect(plainText('```a``` kept ```b```')).to.equal('kept');
    expect(plainText('A ![logo](/media/p/l.png)B and a [link](https://x.example) <b>bold</b>C')).to.equal('A B and a link bold C');
    expect(plainText('- one\n* two\n+ three\n12. four\n3) five\n> quoted\n   - indented\n-no space')).to.equal(
      'one two three four five quoted indented -no space',
    );
    expect(plainText('**strong** _em_ `code` ~~gone~~ a<>b')).to.equal('strong em code gone a<>b');
  });

  it('reads a heading line, and nothing else', () => {
    expect(headingOf('## Opening *hours* ##')).to.equal('Opening hours');
    expect(headingOf('Not a heading')).to.equal(null);
    expect(headingOf('#')).to.equal(null);
  });

  it('cuts a long text at a word boundary when one is near the end, else where it must, and marks the cut', () => {
    expect(excerpt('abcde', 5)).to.equal('abcde');
    expect(excerpt('abc defgh', 8)).to.equal('abc defg…');
    expect(excerpt('abcdef ghijk', 10)).to.equal('abcdef ghi…');
    expect(excerpt('abcdefg hij', 10)).to.equal('abcdefg…');
    expect(excerpt('ab cdefghijkl', 10)).to.equal('ab cdefghi…');
    expect(excerpt('abcdef  ghijk', 9)).to.equal('abcdef…');
  });

  it('makes one passage of each section, with its heading, and none of an empty page', () => {
    expect(passagesOf(page(''))).to.deep.equal([]);
    expect(passagesOf(page('\n  \n'))).to.deep.equal([]);
    const content = 'Intro text.\n\n## Parking\n\nFree **parking**.\n\nBehind the shop.\n## Empty\n';
    expect(passagesOf(page(content))).to.deep.equal([
      { slug: 'visit', language: 'en', title: 'Visit', content, heading: '', text: 'Intro text.' },
      { slug: 'visit', language: 'en', title: 'Visit', content, heading: 'Parking', text: 'Free parking. Behind the shop.' },
      { slug: 'visit', language: 'en', title: 'Visit', content, heading: 'Empty', text: '' },
    ]);
  });

  it('splits a section longer than 400 characters into its paragraphs, each with the heading', () => {
    const paragraph = (c: string) => `${c.repeat(150)} ${c.repeat(49)}`; // 200 characters
    const long = `## Hours\n\n${paragraph('a')}\n \n${paragraph('b')}\n\n\n${paragraph('c')}`;
    expect(passagesOf(page(long)).map((p) => [p.heading, p.text.length])).to.deep.equal([
      ['Hours', 200],
      ['Hours', 200],
      ['Hours', 200],
    ]);
    const fits = `## Hours\n\n${paragraph('a')}\n\n${'b'.repeat(199)}`; // 400 characters together
    expect(passagesOf(page(fits)).map((p) => p.text.length)).to.deep.equal([400]);
    const onePiece = `## Hours\n\n${'a '.repeat(300)}`;
    expect(passagesOf(page(onePiece))).to.have.length(1);
  });
});

import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { HttpUrlCodec, summaryOf } from '../../../domain/ingestion/capture.js';
import { titleFromHtml } from '../../../domain/ingestion/html-title.js';
import { imageUrlsOf } from '../../../domain/ingestion/markdown-images.js';
import { proposalOf } from '../../../domain/ingestion/proposal.js';
import { slugFromUrl } from '../../../domain/ingestion/slug-from-url.js';

describe('Ingestion rules', () => {
  it('summarises a capture without its markup', () => {
    const capture = {
      id: 'c1',
      project_id: 'p1',
      url: 'https://example.com/',
      title: 'T',
      html: '<p>x</p>',
      captured_by: 'u',
      captured_at: '2026-01-01T00:00:00Z',
    };
    expect(summaryOf(capture)).to.deep.equal({ capture_id: 'c1', url: 'https://example.com/', title: 'T', captured_at: '2026-01-01T00:00:00Z' });
  });

  it('takes a captured page address: http or https, at most 2,048 characters', () => {
    const at = (length: number) => `https://example.com/${'x'.repeat(length - 'https://example.com/'.length)}`;
    expect(HttpUrlCodec.decode('http://example.com/a')).to.deep.equal(E.right('http://example.com/a'));
    expect(HttpUrlCodec.decode(at(2048))).to.deep.equal(E.right(at(2048)));
    for (const u of [at(2049), 'ftp://example.com/', 'not a url', 7]) expect(E.isLeft(HttpUrlCodec.decode(u)), String(u)).to.equal(true);
    expect(HttpUrlCodec.is('https://example.com/')).to.equal(true);
    expect(HttpUrlCodec.is('javascript:alert(1)')).to.equal(false);
    // A URL object is no string, whatever it prints as.
    expect(HttpUrlCodec.is(new URL('https://example.com/'))).to.equal(false);
  });

  it("decodes a title's numeric entities (hex in either case, decimal), leaving what is no character as it is", () => {
    expect(titleFromHtml('<title>&#x41;&#X42;&#67;</title>')).to.equal('ABC');
    expect(titleFromHtml('<title>&#x10FFFF;|&#x110000;|&#0;</title>')).to.equal('\u{10FFFF}|&#x110000;|&#0;');
    expect(titleFromHtml('<title>&#x1;</title>')).to.equal('\u0001');
  });

  it('reads a title text of up to 2,000 characters, and collapses its white space', () => {
    expect(titleFromHtml(`<title>${'a'.repeat(2000)}</title>`)).to.have.length(500);
    expect(titleFromHtml(`<title>${'a'.repeat(2001)}</title>`)).to.equal('');
    expect(titleFromHtml(`<title>${' '.repeat(1998)}ab</title>`)).to.equal('ab');
    expect(titleFromHtml('<title>\n  One\t\ttwo  </title>')).to.equal('One two');
  });

  it('collects http images as well as https ones', () => {
    expect(imageUrlsOf('![a](http://example.com/a.png) ![b](https://example.com/b.png) ![c](data:image/png;base64,AA)')).to.deep.equal([
      'http://example.com/a.png',
      'https://example.com/b.png',
    ]);
  });

  it("trims the page's description, and takes the title when the address is no URL", () => {
    const capture = { id: 'c1', project_id: 'p', url: 'https://example.com/a', title: 'Captured', html: '', captured_by: 'u', captured_at: '' };
    expect(proposalOf(capture, { title: null, description: '  About us  ', language: null, markdown: '' }, 'en').metadata).to.deep.equal({
      title: 'Captured',
      description: 'About us',
    });
    expect(slugFromUrl('not a url', 'My Title')).to.equal('my-title');
    // A path of exactly 200 characters fits whole.
    const path = `${'a'.repeat(98)}/${'b'.repeat(101)}`;
    expect(slugFromUrl(`https://example.com/${path}`, 'T')).to.equal(path);
  });
});

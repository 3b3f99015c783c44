import { expect } from 'chai';
import { ReferenceRewriter } from '../../../domain/portability/references.js';

describe('ReferenceRewriter: what an imported project says about its source', () => {
  const rewriter = () => {
    const r = new ReferenceRewriter('old-project', 'new-project');
    r.image('img-1', 'new-a');
    r.image('img-12', 'new-b');
    return r;
  };

  it('rewrites image URLs, their resized forms and absolute forms; the longest known id wins', () => {
    const text = [
      '![a](/media/old-project/img-1.png)',
      '<img srcset="/media/old-project/img-1-w640.webp 640w">',
      '![b](https://cms.example.com/media/old-project/img-12.jpg)',
    ].join(' ');
    expect(rewriter().text(text)).to.equal(
      [
        '![a](/media/new-project/new-a.png)',
        '<img srcset="/media/new-project/new-a-w640.webp 640w">',
        '![b](https://cms.example.com/media/new-project/new-b.jpg)',
      ].join(' '),
    );
  });

  it('leaves alone images it does not know, other projects’ media and text that only looks alike', () => {
    const text = '/media/old-project/img-9.png /media/other-project/img-1.png /media/old-project/ media/old-project/img-1.png';
    expect(rewriter().text(text)).to.equal('/media/old-project/img-9.png /media/other-project/img-1.png /media/old-project/ media/old-project/img-1.png');
  });

  it('rewrites links to the source project’s site', () => {
    expect(rewriter().text('[About](/sites/old-project/en/about/) [Other](/sites/old-projects/)')).to.equal(
      '[About](/sites/new-project/en/about/) [Other](/sites/old-projects/)',
    );
  });

  it('rewrites a string that is exactly an image id, anywhere in a JSON value, and keeps keys and other values', () => {
    const value = JSON.parse(
      '{"logo_image_id":"img-12","gallery":["img-1","/media/old-project/img-1.gif",3,null],"nested":{"__proto__":"img-1","on":true},"title":"img-1 alone"}',
    );
    const rewritten = rewriter().value(value);
    expect(JSON.stringify(rewritten)).to.equal(
      '{"logo_image_id":"new-b","gallery":["new-a","/media/new-project/new-a.gif",3,null],"nested":{"__proto__":"new-a","on":true},"title":"img-1 alone"}',
    );
    expect(Object.getPrototypeOf((rewritten as { nested: object }).nested)).to.equal(Object.prototype);
  });
});

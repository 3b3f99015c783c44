import { expect } from 'chai';
import { imagesShownIn, isVariantWidth, parseMediaFileName, projectImageId } from '../../../domain/media/variants.js';

describe('image variants and the images a page shows (domain)', () => {
  it('takes variant widths from 16 to 4096 pixels, whole ones only', () => {
    expect([15, 16, 17, 4095, 4096, 4097, 100.5].map(isVariantWidth)).to.deep.equal([false, true, true, true, true, false, false]);
  });

  it('reads a media file name as an image or a variant, and nothing else', () => {
    expect(parseMediaFileName('abc123.jpg')).to.deep.equal({ kind: 'image', imageId: 'abc123', ext: 'jpg' });
    expect(parseMediaFileName('abc123-w640.webp')).to.deep.equal({ kind: 'variant', imageId: 'abc123', width: 640 });
    for (const name of ['x/abc123-w640.webp', 'abc123-w640.webpx', 'abc123-w0640.webp', 'ABC.jpg', 'abc.jpg/x', '../abc.jpg', 'abc.jpegs']) {
      expect(parseMediaFileName(name), name).to.equal(null);
    }
  });

  it('names the project image an address points at, relative or absolute, ignoring query and fragment', () => {
    expect(projectImageId('p1', '/media/p1/abc.png')).to.equal('abc');
    expect(projectImageId('p1', 'https://service.example/media/p1/abc.png?v=2#x')).to.equal('abc');
    expect(projectImageId('p1', '/media/p2/abc.png')).to.equal(null);
    expect(projectImageId('p1', '/media/p1/abc-w640.webp')).to.equal(null);
    expect(projectImageId('p1', '/media/p1/')).to.equal(null);
    expect(projectImageId('p1', '/elsewhere/abc.png')).to.equal(null);
  });

  it('lists each of its own images a markdown body shows, once, with any alt text and spacing', () => {
    const markdown = [
      '![](/media/p1/one.png)',
      '![A photo](  </media/p1/two.jpg> "title")',
      '![again](https://service.example/media/p1/one.png)',
      '![variant](/media/p1/one-w640.webp)',
      '![other](/media/p2/three.png)',
      '[a link, not an image](/media/p1/four.png)',
    ].join('\n');
    expect(imagesShownIn('p1', markdown)).to.deep.equal(['one', 'two']);
    expect(imagesShownIn('p1', 'no images')).to.deep.equal([]);
  });
});

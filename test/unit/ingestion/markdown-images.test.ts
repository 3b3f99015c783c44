import { expect } from 'chai';
import { CaptureImages, CAPTURED_IMAGES_MAX } from '../../../application/ingestion/capture-images.js';
import { imageUrlsOf, withImageUrls } from '../../../domain/ingestion/markdown-images.js';
import { FakeRemoteImages } from '../../support/fakes/ingestion.js';
import { mediaWorld } from '../media/media-world.js';
import { anImageFile } from '../../http/media/support.js';

describe('Images of a markdown document (a captured page brought into the library)', () => {
  const doc = [
    '![A photo](https://a.example/p.jpg) and ![Escaped \\] alt](<https://a.example/q r.png> "Title")',
    '[a link to it](https://a.example/p.jpg) ![inline](data:image/png;base64,AAAA) ![rel](/local.png)',
    '[![linked](https://a.example/p.jpg)](https://a.example/big.jpg) ![ftp](ftp://a.example/x.png)',
  ].join('\n');

  it('finds the distinct http(s) image addresses in order, leaving data:, relative and other schemes alone', () => {
    expect(imageUrlsOf(doc)).to.deep.equal(['https://a.example/p.jpg', 'https://a.example/q r.png']);
    expect(imageUrlsOf('![x](<https://a.example/a\nb.png>)')).to.deep.equal([]);
    expect(imageUrlsOf('![x](<https://a.example/ab.png>)')).to.deep.equal(['https://a.example/ab.png']);
  });

  it('rewrites images only (links to the same address stay)', () => {
    const rewritten = withImageUrls(doc, new Map([['https://a.example/p.jpg', '/media/p/1.jpg']]));
    expect(rewritten.split('\n')).to.deep.equal([
      '![A photo](/media/p/1.jpg) and ![Escaped \\] alt](<https://a.example/q r.png> "Title")',
      '[a link to it](https://a.example/p.jpg) ![inline](data:image/png;base64,AAAA) ![rel](/local.png)',
      '[![linked](/media/p/1.jpg)](https://a.example/big.jpg) ![ftp](ftp://a.example/x.png)',
    ]);
    expect(withImageUrls('![x](<https://a.example/ab.png> "t")', new Map([['https://a.example/ab.png', '/media/p/2.png']]))).to.equal(
      '![x](</media/p/2.png> "t")',
    );
  });

  it(`brings in at most ${CAPTURED_IMAGES_MAX} images of a page; the rest are reported and keep their links`, async () => {
    const world = mediaWorld();
    const bytes = await anImageFile('png', 3);
    const urls = Array.from({ length: CAPTURED_IMAGES_MAX + 2 }, (_, i) => `https://a.example/${i}.png`);
    const remote = new FakeRemoteImages(new Map(urls.map((url) => [url, bytes])));
    const images = new CaptureImages(remote, world.intake);
    const { content, images: outcomes } = await images.bringIn(world.projectId, 'user:u', urls.map((url) => `![i](${url})`).join('\n'));
    expect(remote.fetched).to.have.length(CAPTURED_IMAGES_MAX);
    expect(outcomes.slice(CAPTURED_IMAGES_MAX)).to.deep.equal(
      urls.slice(CAPTURED_IMAGES_MAX).map((url) => ({ url, status: 'failed', error: `only the first ${CAPTURED_IMAGES_MAX} images of a page are brought in` })),
    );
    // The same bytes are one image of the library.
    const ids = new Set(outcomes.flatMap((o) => (o.status === 'imported' ? [o.image_id] : [])));
    expect(ids.size).to.equal(1);
    expect(content.split('\n').filter((line) => line.includes('/media/'))).to.have.length(CAPTURED_IMAGES_MAX);
  });
});

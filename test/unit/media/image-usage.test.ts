import { expect } from 'chai';
import { holdsImage, usageNeedle, viewOf, type Image } from '../../../domain/media/image.js';

describe('images (domain)', () => {
  const image: Image = {
    id: 'img1',
    project_id: 'p1',
    sha256: 'ab'.repeat(32),
    format: 'jpeg',
    bytes: 1234,
    width: 640,
    height: 480,
    created_by: 'u1',
    created_at: '2030-01-01T00:00:00.000Z',
  };

  it('shows an image with its address and content type, not who uploaded it', () => {
    expect(viewOf(image)).to.deep.equal({
      id: 'img1',
      url: '/media/p1/img1.jpg',
      content_type: 'image/jpeg',
      bytes: 1234,
      width: 640,
      height: 480,
      sha256: 'ab'.repeat(32),
      created_at: '2030-01-01T00:00:00.000Z',
    });
  });

  describe('whether a page uses an image', () => {
    const needle = usageNeedle('p1', 'img1');
    const page = (content: string, metadata: Record<string, unknown> = {}) => ({ content, metadata });

    it('looks for the start of its address (its variants share it)', () => {
      expect(needle).to.equal('/media/p1/img1');
      expect(holdsImage(page('![a](/media/p1/img1-640w.webp)'), needle)).to.equal(true);
    });

    it('finds it in the content, a metadata text or a text in a metadata list', () => {
      expect(holdsImage(page('x', { title: 'Trip', cover: '/media/p1/img1.jpg' }), needle)).to.equal(true);
      expect(holdsImage(page('x', { gallery: ['/media/p1/other.png', '/media/p1/img1.jpg'] }), needle)).to.equal(true);
    });

    it('does not find it elsewhere: another project, another value type, another image', () => {
      expect(
        holdsImage(
          page('/media/p2/img1.jpg /media/p1/img2.jpg', { a: 'none', b: ['/media/p2/img1.jpg', 7], c: 7, d: null, e: { url: '/media/p1/img1.jpg' } }),
          needle,
        ),
      ).to.equal(false);
      expect(holdsImage(page('', { list: [{ url: '/media/p1/img1.jpg' }], n: 1 }), needle)).to.equal(false);
      expect(holdsImage(page(''), needle)).to.equal(false);
    });
  });
});

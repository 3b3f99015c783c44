import { expect } from 'chai';
import { previewLinkView, type PreviewLink } from '../../../domain/preview-links/preview-link.js';

describe('Preview link view', () => {
  it('shows a link without its token hash or project', () => {
    const link: PreviewLink = {
      id: 'l1',
      project_id: 'p1',
      token_hash: 'secret-hash',
      draft_id: 'd1',
      release_id: null,
      expires_at: '2026-01-08T00:00:00Z',
      max_views: 10,
      views: 2,
      created_by: 'alice',
      created_at: '2026-01-01T00:00:00Z',
    };
    expect(previewLinkView(link)).to.deep.equal({
      id: 'l1',
      draft_id: 'd1',
      release_id: null,
      expires_at: '2026-01-08T00:00:00Z',
      max_views: 10,
      views: 2,
      created_by: 'alice',
      created_at: '2026-01-01T00:00:00Z',
    });
  });
});

import { CreatePreviewLink, CreatePreviewLinkInput } from '../../../application/preview-links/create-preview-link.js';
import { ListPreviewLinks } from '../../../application/preview-links/list-preview-links.js';
import { RevokePreviewLink } from '../../../application/preview-links/revoke-preview-link.js';
import { PREVIEW_PATH } from '../../../domain/preview-links/preview-link.js';
import { HTML, type HandlerDoc } from '../routing/operation-doc.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, handler, post, type Route } from '../routing/route.js';
import { servePreview } from './preview-page.js';
import { CreatedPreviewLink, PreviewLinkList } from './responses.js';

const PREVIEW_ANSWERS = {
  '200': {
    description:
      'The page as it will deploy (the site’s renderer and stylesheet), `noindex` (`X-Robots-Tag` and a robots meta tag), never cached, sandboxed by its ' +
      'Content-Security-Policy (an opaque origin: the theme’s policy, or for uploaded HTML its scripts in the sandbox).',
    content: HTML,
  },
  '404': { description: 'No such link, or it was revoked.', content: HTML },
  '410': { description: 'The link expired, its views ran out, or its draft was published or discarded.', content: HTML },
};

const OPEN_PREVIEW: HandlerDoc = {
  operationId: 'openPreviewLink',
  summary: 'Open a preview link',
  description:
    'What a preview link shows, to anyone, without an account: a draft as it will deploy, or the list of a release’s drafts. Each page opened counts one view.',
  responses: PREVIEW_ANSWERS,
};

const OPEN_PREVIEW_ITEM: HandlerDoc = {
  operationId: 'openPreviewLinkItem',
  summary: 'Open a draft of a release’s preview link',
  description: 'A draft of the release, at the revision the release publishes. Counts one view.',
  responses: PREVIEW_ANSWERS,
};

/** Preview links: managers make and revoke them; anyone opens them. */
export const previewLinkRoutes: readonly Route[] = [
  post(`${PROJECT}/preview-links`, CreatePreviewLink, {
    body: CreatePreviewLinkInput,
    status: 201,
    noStore: true,
    response: CreatedPreviewLink,
    access: 'edit_content (write)',
    example: { draft_id: '<draftId>', expires_in: 86400, max_views: 10 },
    description:
      'A link to a draft (or, with `release_id`, to each draft of a release) that anyone may open without an account, until it expires (`expires_in` seconds, ' +
      'a week by default, 30 days at most), its `max_views` run out, or it is revoked. Its `url` is shown only here: the token is stored hashed.',
  }),
  get(`${PROJECT}/preview-links`, ListPreviewLinks, {
    response: PreviewLinkList,
    access: 'read_drafts (read)',
    description: 'Newest first, with their views; never their URLs.',
  }),
  del(`${PROJECT}/preview-links/:linkId`, RevokePreviewLink, { access: 'edit_content (write)', description: 'The link stops working at once.' }),
  handler('GET', `${PREVIEW_PATH}/:token`, servePreview, { auth: false, limited: false, doc: OPEN_PREVIEW }),
  handler('GET', `${PREVIEW_PATH}/:token/:draftId`, servePreview, { auth: false, limited: false, doc: OPEN_PREVIEW_ITEM }),
];

import { CreatePage, CreatePageInput } from '../../../application/pages/create-page.js';
import { DeletePage } from '../../../application/pages/delete-page.js';
import { GetPage } from '../../../application/pages/get-page.js';
import { ListPages, ListPagesInput } from '../../../application/pages/list-pages.js';
import { SetPageVisibility, SetPageVisibilityInput } from '../../../application/pages/set-page-visibility.js';
import { UpdatePage, UpdatePageInput } from '../../../application/pages/update-page.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, patch, post, type Route } from '../routing/route.js';
import { PageDocument, PageList, SLUG_TAKEN, STALE_REVISION } from './responses.js';

const PAGES = `${PROJECT}/pages`;

/** Live pages (drafts are listed here too, read-only: they change in Edit Mode). */
export const pageRoutes: readonly Route[] = [
  post(PAGES, CreatePage, {
    body: CreatePageInput,
    status: 201,
    response: PageDocument,
    access: 'edit_content (write)',
    refusals: [SLUG_TAKEN],
    description: 'Creates a live page directly, without a draft and a publish.',
    example: { slug: 'about', language: 'en', doc_template_id: 'page', metadata: { title: 'About us' }, content: '# About us\n\nWe make things.' },
  }),
  get(PAGES, ListPages, { query: ListPagesInput, response: PageList, access: 'read_content (read)', description: 'Live pages and drafts, oldest first.' }),
  get(`${PAGES}/:pageId`, GetPage, {
    response: PageDocument,
    access: 'read_content (read)',
    conditional: true,
    description:
      'Answers an `ETag`; with `If-None-Match` naming it, `304` without a body while the page is unchanged (checked after access: a tag gives nothing away).',
  }),
  patch(`${PAGES}/:pageId`, UpdatePage, {
    body: UpdatePageInput,
    response: PageDocument,
    access: 'edit_content (write)',
    refusals: [STALE_REVISION, SLUG_TAKEN],
    description: 'Edits a live page (a draft changes through Edit Mode): each field sent replaces, `metadata` merges one level (`null` removes a key).',
  }),
  del(`${PAGES}/:pageId`, DeletePage, { access: 'edit_content (write)' }),
  patch(`${PAGES}/:pageId/visibility`, SetPageVisibility, { body: SetPageVisibilityInput, response: PageDocument, access: 'edit_content (write)' }),
];

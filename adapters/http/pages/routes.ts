import { CreatePage, CreatePageInput } from '../../../application/pages/create-page.js';
import { DeletePage } from '../../../application/pages/delete-page.js';
import { GetPage } from '../../../application/pages/get-page.js';
import { ListPages, ListPagesInput } from '../../../application/pages/list-pages.js';
import { SetPageVisibility, SetPageVisibilityInput } from '../../../application/pages/set-page-visibility.js';
import { UpdatePage, UpdatePageInput } from '../../../application/pages/update-page.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, patch, post, type Route } from '../routing/route.js';

const PAGES = `${PROJECT}/pages`;

/** Live pages (drafts are listed here too, read-only: they change in Edit Mode). */
export const pageRoutes: readonly Route[] = [
  post(PAGES, CreatePage, { body: CreatePageInput, status: 201 }),
  get(PAGES, ListPages, { query: ListPagesInput }),
  get(`${PAGES}/:pageId`, GetPage),
  patch(`${PAGES}/:pageId`, UpdatePage, { body: UpdatePageInput }),
  del(`${PAGES}/:pageId`, DeletePage),
  patch(`${PAGES}/:pageId/visibility`, SetPageVisibility, { body: SetPageVisibilityInput }),
];

import { CapturePage, CaptureInput } from '../../../application/ingestion/capture-page.js';
import { DeleteCapture } from '../../../application/ingestion/delete-capture.js';
import { ExtractCapture, ExtractCaptureInput } from '../../../application/ingestion/extract-capture.js';
import { ListCaptures } from '../../../application/ingestion/list-captures.js';
import { SaveCapture, SaveCaptureInput } from '../../../application/ingestion/save-capture.js';
import { CursorQuery } from '../../../application/shared/pagination.js';
import { SLUG_TAKEN } from '../pages/responses.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, post, type Route } from '../routing/route.js';
import { Capture, CaptureList, Extraction, SavedCapture } from './responses.js';

const INGEST = `${PROJECT}/ingest`;

/** The browser extension's ingestion: capture a page, extract a proposed document, save it as a draft. */
export const ingestionRoutes: readonly Route[] = [
  post(`${INGEST}/capture`, CapturePage, {
    body: CaptureInput,
    status: 201,
    response: Capture,
    access: 'edit_drafts (write)',
    description: 'Stores a page the browser extension captured (its URL and HTML); nothing is parsed until extract.',
  }),
  get(`${INGEST}/captures`, ListCaptures, { query: CursorQuery, response: CaptureList, access: 'read_content (read)' }),
  del(`${INGEST}/captures/:captureId`, DeleteCapture, { access: 'edit_drafts (write)' }),
  post(`${INGEST}/extract`, ExtractCapture, {
    body: ExtractCaptureInput,
    response: Extraction,
    access: 'read_drafts (read)',
    description: "The capture's main content as a proposed document; its language from the page's own `lang`, its slug from the URL path.",
  }),
  post(`${INGEST}/save`, SaveCapture, {
    body: SaveCaptureInput,
    status: 201,
    response: SavedCapture,
    access: 'edit_drafts (write)',
    refusals: [SLUG_TAKEN],
    description:
      "A new draft from the capture's proposal, with the fields sent replacing the proposal's (`metadata` merges). The content's images are " +
      "fetched by the service (never from a private address) into the project's image library and the draft points at the library's copies; " +
      '`images` says what became of each one (an image that could not be fetched keeps its link).',
  }),
];

import { CapturePage, CaptureInput } from '../../../application/ingestion/capture-page.js';
import { DeleteCapture } from '../../../application/ingestion/delete-capture.js';
import { ExtractCapture, ExtractCaptureInput } from '../../../application/ingestion/extract-capture.js';
import { ListCaptures } from '../../../application/ingestion/list-captures.js';
import { SaveCapture, SaveCaptureInput } from '../../../application/ingestion/save-capture.js';
import { CursorQuery } from '../../../application/shared/pagination.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, post, type Route } from '../routing/route.js';

const INGEST = `${PROJECT}/ingest`;

/** The browser extension's ingestion: capture a page, extract a proposed document, save it as a draft. */
export const ingestionRoutes: readonly Route[] = [
  post(`${INGEST}/capture`, CapturePage, { body: CaptureInput, status: 201 }),
  get(`${INGEST}/captures`, ListCaptures, { query: CursorQuery }),
  del(`${INGEST}/captures/:captureId`, DeleteCapture),
  post(`${INGEST}/extract`, ExtractCapture, { body: ExtractCaptureInput }),
  post(`${INGEST}/save`, SaveCapture, { body: SaveCaptureInput, status: 201 }),
];

import { chromeApi } from '../platform/chrome-api.js';
import type { KeptCapture } from '../platform/stores.js';
import { slimPage, type PageCapture } from './slim-page.js';

/** The service takes request bodies of up to 1 MiB: the page gets that, less room for its address and title. */
const CAPTURE_BUDGET_BYTES = 1024 * 1024 - 16 * 1024;

/** The page could not be captured, said in words. */
export class CaptureRefused extends Error {
  override readonly name = 'CaptureRefused';
}

/**
 * Captures a tab's page (or its selection) through `chrome.scripting`: allowed on the tab the
 * person just pointed the extension at (`activeTab`: the toolbar button, the context menu, the
 * keyboard shortcut), nowhere else.
 */
export async function captureTab(tabId: number, mode: 'auto' | 'page' | 'selection'): Promise<PageCapture> {
  let results;
  try {
    results = await chromeApi().scripting.executeScript({ target: { tabId }, func: slimPage, args: [mode, CAPTURE_BUDGET_BYTES] });
  } catch {
    throw new CaptureRefused('This page cannot be captured: the browser keeps its own pages, the extension store and some viewers from extensions.');
  }
  const capture = results[0]?.result;
  if (capture === undefined) throw new CaptureRefused('The page did not answer: reload it and capture it again.');
  if (capture.tooLarge)
    throw new CaptureRefused('This page is too large to send, even cut down to its main content: select the part you want and capture the selection.');
  return capture;
}

/** A capture as the extension keeps it until it is saved or discarded. */
export const kept = (capture: PageCapture, now: Date): KeptCapture => ({
  url: capture.url,
  title: capture.title,
  html: capture.html,
  mode: capture.mode,
  capturedAt: now.toISOString(),
});

import type { DocumentTranslator, SegmentTranslationOutcome } from '../../application/translation/ports.js';

/**
 * `TRANSLATOR_PROVIDER=catalog` (the default): documents are not machine-translated and nothing
 * leaves the machine; every segment is left for a person (the draft lists what is left).
 */
export class OfflineDocumentTranslator implements DocumentTranslator {
  readonly batchSize = Number.MAX_SAFE_INTEGER;

  async translateSegments(): Promise<SegmentTranslationOutcome> {
    return { kind: 'offline' };
  }
}

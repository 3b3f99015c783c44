import type {
  DocumentTranslator,
  GlossaryStore,
  ScopedLabels,
  SegmentTranslationOutcome,
  TranslationStore,
  Translator,
} from '../../../application/translation/ports.js';
import { EMPTY_GLOSSARY, type Glossary } from '../../../domain/translation/glossary.js';
import { storedScopes } from '../../../domain/translation/labels.js';

/** In-memory translations per (project, language, scope); counts reads for the "one read" rule. */
export class InMemoryTranslationStore implements TranslationStore {
  readonly rows = new Map<string, ScopedLabels>();
  reads = 0;
  writes = 0;

  private static key(projectId: string, language: string): string {
    return `${projectId}\u0000${language}`;
  }

  async find(projectId: string, language: string): Promise<ScopedLabels> {
    this.reads += 1;
    const stored = this.rows.get(InMemoryTranslationStore.key(projectId, language)) ?? {};
    return storedScopes(Object.entries(stored).map(([scope, labels]) => ({ scope, labels })));
  }

  async save(projectId: string, language: string, scopes: ScopedLabels): Promise<void> {
    this.writes += 1;
    const key = InMemoryTranslationStore.key(projectId, language);
    this.rows.set(key, { ...this.rows.get(key), ...scopes });
  }
}

/**
 * A translator that counts its calls per target and answers `[<target>] <text>`, or fails the
 * way it is told to (throws, or never answers within `hangMs`).
 */
export class FakeTranslator implements Translator {
  readonly calls: Array<{ texts: readonly string[]; target: string }> = [];
  mode: 'ok' | 'throw' | 'garbage' = 'ok';

  callsFor(target: string): number {
    return this.calls.filter((c) => c.target === target).length;
  }

  async translate(texts: readonly string[], target: string): Promise<readonly string[]> {
    this.calls.push({ texts, target });
    if (this.mode === 'throw') throw new Error('translator down');
    if (this.mode === 'garbage') return texts.slice(1);
    return texts.map((text) => `[${target}] ${text}`);
  }
}

/** In-memory glossaries per project. */
export class InMemoryGlossaryStore implements GlossaryStore {
  readonly rows = new Map<string, Glossary>();

  async find(projectId: string): Promise<Glossary> {
    return this.rows.get(projectId) ?? EMPTY_GLOSSARY;
  }

  async replace(projectId: string, glossary: Glossary): Promise<void> {
    this.rows.set(projectId, structuredClone(glossary));
  }
}

/**
 * A document translator that answers `[<to>] <text>` per segment (placeholders kept), records
 * each batch, and fails the way it is told: from the `failFromBatch`-th batch on, or offline.
 */
export class FakeDocumentTranslator implements DocumentTranslator {
  readonly batches: Array<{ texts: readonly string[]; from: string; to: string }> = [];
  failFromBatch: number | null = null;
  offline = false;
  /** Rewrites each answer (a provider that drops a placeholder, say). */
  rewrite: (text: string) => string = (text) => text;

  constructor(readonly batchSize = 100) {}

  async translateSegments(texts: readonly string[], languages: { readonly from: string; readonly to: string }): Promise<SegmentTranslationOutcome> {
    if (this.offline) return { kind: 'offline' };
    this.batches.push({ texts, ...languages });
    if (this.failFromBatch !== null && this.batches.length >= this.failFromBatch) {
      return { kind: 'failed', failure: { cause: 'unavailable', reason: 'translator answered 503: down' } };
    }
    return { kind: 'translated', texts: texts.map((text) => this.rewrite(`[${languages.to}] ${text}`)) };
  }
}

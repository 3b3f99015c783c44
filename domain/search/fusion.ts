/**
 * The constant of reciprocal rank fusion (Cormack, Clarke and Büttcher, 2009; Elasticsearch,
 * OpenSearch and Azure AI Search use the same): it damps the head of each ranking, so a page
 * ranked fairly well by both rankings beats a page ranked first by one and absent from the other.
 */
const RRF_K = 60;

export interface FusionOptions {
  /** The fusion constant (60 unless a benchmark says otherwise). */
  readonly k?: number;
  /** How much a place in each ranking counts (1 each by default). */
  readonly lexicalWeight?: number;
  readonly semanticWeight?: number;
}

export interface FusedHit {
  readonly page_id: string;
  /** Σ weight / (k + rank) over the rankings holding the page; higher is better, comparable within one answer only. */
  readonly score: number;
  /** Its place (from 1) in each ranking; null where the ranking does not hold it. */
  readonly lexical_rank: number | null;
  readonly semantic_rank: number | null;
}

/**
 * Reciprocal rank fusion of a lexical ranking and a semantic ranking of page ids (best first
 * each): every page of either, best first. Ranks, not scores, are fused: lexical scores are
 * BM25 on SQLite, a text score on MongoDB and comparable within one answer only, and cosine
 * similarities crowd into a narrow band that depends on the model; normalising either would
 * tune the fusion to one store and one model, where ranks mean the same everywhere.
 *
 * Ties go to the page with the better of its two places, then to the lexical ranking (the words
 * themselves matched: a nearest vector always exists, a matching word does not), then to the
 * lexical order. A page named twice in one ranking counts at its first place. With an empty
 * semantic ranking the answer is the lexical ranking as it was.
 */
export function fuseRankings(lexical: readonly string[], semantic: readonly string[], options: FusionOptions = {}): FusedHit[] {
  const k = options.k ?? RRF_K;
  const lexicalRanks = ranksOf(lexical);
  const semanticRanks = ranksOf(semantic);
  const contribution = (rank: number | undefined, weight: number) => (rank === undefined ? 0 : weight / (k + rank));
  const hits = [...new Set([...lexicalRanks.keys(), ...semanticRanks.keys()])].map((page_id): FusedHit => {
    const lexicalRank = lexicalRanks.get(page_id);
    const semanticRank = semanticRanks.get(page_id);
    return {
      page_id,
      score: contribution(lexicalRank, options.lexicalWeight ?? 1) + contribution(semanticRank, options.semanticWeight ?? 1),
      lexical_rank: lexicalRank ?? null,
      semantic_rank: semanticRank ?? null,
    };
  });
  return hits.sort(
    (a, b) =>
      b.score - a.score ||
      bestPlace(a) - bestPlace(b) ||
      Number(a.lexical_rank === null) - Number(b.lexical_rank === null) ||
      place(a.lexical_rank) - place(b.lexical_rank) ||
      place(a.semantic_rank) - place(b.semantic_rank),
  );
}

function ranksOf(ranking: readonly string[]): Map<string, number> {
  const ranks = new Map<string, number>();
  ranking.forEach((id, i) => {
    if (!ranks.has(id)) ranks.set(id, i + 1);
  });
  return ranks;
}

/** A place for sorting: absent sorts after every place (a finite number, so two absences compare equal). */
const place = (rank: number | null): number => rank ?? Number.MAX_SAFE_INTEGER;
const bestPlace = (hit: FusedHit): number => Math.min(place(hit.lexical_rank), place(hit.semantic_rank));

/**
 * The content coding to answer with, from the request's `Accept-Encoding` (RFC 9110 §12.5.3)
 * and the codings a file has, listed in our order of preference (brotli first). The client's
 * q-values decide; among codings it weighs the same, ours does. (Browsers list gzip before br
 * with equal weight: the `accepts` package would pick gzip for them.) `null` means none: send
 * the file as it is, which a client refuses only by `identity;q=0`, and then gets it anyway.
 */
export function chooseCoding<C extends string>(acceptEncoding: string, available: readonly C[]): C | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: C | null = null;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weightOf(coding);
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  // Unlisted, the file as it is stays acceptable but comes last; listed above the best coding, it wins.
  const identity = weights.get('identity');
  return identity !== undefined && identity > bestWeight ? null : best;
}

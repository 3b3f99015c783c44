/**
 * Memoizes a pure function of a string, keeping at most `max` answers (the oldest go first).
 * ECMA-402 objects are costly to build; the tags a service sees are few, so the hot path
 * (a cached language switch) builds none.
 */
export function memoize<A>(fn: (key: string) => A, max = 1000): (key: string) => A {
  const cache = new Map<string, A>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined || cache.has(key)) return hit as A;
    const value = fn(key);
    if (key.length <= 64) {
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(key, value);
    }
    return value;
  };
}

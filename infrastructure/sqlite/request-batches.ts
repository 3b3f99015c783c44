/**
 * Request batches: the HTTP requests an instance starts in one poll phase of the event loop
 * (every socket the kernel reported readable at once). Each of those requests had arrived before
 * that poll returned, so a store version read while handling any of them is at least as new as
 * every commit answered before any of them arrived: the rest of the batch may reuse it, and an
 * instance that answers a read after another instance answered a write still reads that write.
 *
 * A batch opens at its first request (`requestArrived`, called by the HTTP server for each
 * request) and closes in the same loop turn's check phase (setImmediate), before the next poll.
 * A version read outside an open batch (a timer, an immediate, a background job) is never reused.
 * Limits, both outside what a client can rely on anyway: libuv polls again within one poll phase
 * only after 1,024 sockets were ready at once; a pipelining client's later request may be read
 * with an earlier one's bytes.
 */
let generation = 0;
let open = false;

const close = (): void => {
  generation += 1;
  open = false;
};

/** Called as the HTTP server starts each request (in the poll phase that read it). */
export function requestArrived(): void {
  if (open) return;
  generation += 1;
  open = true;
  setImmediate(close);
}

/** The open batch, or -1 outside one. */
export const currentBatch = (): number => (open ? generation : -1);

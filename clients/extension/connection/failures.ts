/** The service could not be reached (offline, a connection refused): nothing is known to have happened. */
export class Unreachable extends Error {
  override readonly name = 'Unreachable';
}

/** Nobody is signed in (never connected, or the sign-in expired or was revoked): the person signs in again. */
export class SignedOut extends Error {
  override readonly name = 'SignedOut';
}

/** The browser's fetch, whose network failure (a TypeError that says nothing) becomes `Unreachable`. */
export async function reaching(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    throw new Unreachable(`The service at ${new URL(request.url).origin} cannot be reached.`);
  }
}

import { browserStore, type KeyValueStore } from '../../sign-in/storage.js';

/**
 * A public visitor's token (`visitor_token` of a session started without signing in), kept per
 * project in the frame's storage (the service's origin, never the site's) until it expires: the
 * same visitor resumes and starts again with it, its profile carried over. Storage refused (a
 * browser that blocks third-party storage), it lasts as long as the page.
 */
export interface VisitorTokens {
  /** The token, or null when there is none or it has expired. */
  current(): string | null;
  keep(token: string, expiresAt: string): void;
  forget(): void;
}

export function visitorTokens(projectId: string, store: KeyValueStore = browserStore()): VisitorTokens {
  const key = `live-agent.visitor.${projectId}`;
  return {
    current() {
      const kept = store.get(key);
      if (kept === null) return null;
      try {
        const { token, expires_at: expiresAt } = JSON.parse(kept) as { token?: unknown; expires_at?: unknown };
        if (typeof token === 'string' && typeof expiresAt === 'string' && Date.parse(expiresAt) > Date.now()) return token;
      } catch {
        // What is not ours is forgotten, below.
      }
      store.remove(key);
      return null;
    },
    keep(token, expiresAt) {
      store.set(key, JSON.stringify({ token, expires_at: expiresAt }));
    },
    forget() {
      store.remove(key);
    },
  };
}

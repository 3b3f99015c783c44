import type { Metadata } from '../types.js';

/** What the editor holds that the service may not have yet, and the revision it was typed over. */
export interface UnsavedWork {
  readonly metadata: Metadata;
  readonly content: string;
  readonly revision: number;
}

const PREFIX = 'content-service:edit-mode:unsaved:';

/**
 * A copy of unsaved work in this tab's sessionStorage, kept until the service has it: a reload,
 * a crash or a failed save on leaving loses nothing. Per tab (not localStorage): two tabs
 * editing one draft must not take each other's text for their own.
 */
export class UnsavedBackup {
  constructor(private readonly key: string) {}

  static of(projectId: string, draftId: string): UnsavedBackup {
    return new UnsavedBackup(`${PREFIX}${projectId}:${draftId}`);
  }

  read(): UnsavedWork | null {
    try {
      const value = JSON.parse(window.sessionStorage.getItem(this.key) ?? 'null') as Partial<UnsavedWork> | null;
      if (value === null || typeof value.content !== 'string' || typeof value.revision !== 'number') return null;
      if (typeof value.metadata !== 'object' || value.metadata === null || Array.isArray(value.metadata)) return null;
      return value as UnsavedWork;
    } catch {
      return null;
    }
  }

  write(work: UnsavedWork): void {
    try {
      window.sessionStorage.setItem(this.key, JSON.stringify(work));
    } catch {
      // Storage refused (full, disabled): the work stays in the page, and is saved from there.
    }
  }

  clear(): void {
    try {
      window.sessionStorage.removeItem(this.key);
    } catch {
      // Nothing was kept.
    }
  }
}

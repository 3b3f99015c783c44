import { createHash } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import type { ContentReads } from '../content/content-reads.js';
import { readResource } from '../content/resources.js';

/**
 * What a watched resource or list looks like now, as one string: two looks that give the same
 * stamp saw the same thing. A stamp is read through the caller's own ContentReads, so it is
 * what that caller may read, from the shared store (whichever instance changed it).
 */
export type Stamp = string;

/** What a look at a resource found: its stamp, or the refusal `resources/read` answers the caller. */
export type Look = { readonly stamp: Stamp } | { readonly refusal: ProtocolError };

/** The stamp of a resource the caller can no longer read (gone, or its access withdrawn). */
export const UNREADABLE: Stamp = 'unreadable';

/**
 * A resource's stamp: a digest of what `resources/read` answers, so it changes exactly when
 * the answer does (a page's revision, its translation state, a template's fields, the site's
 * settings, a new history entry). Any other failure than a refusal is thrown: a busy store is
 * not a change.
 */
export async function lookAt(reads: ContentReads, uri: string): Promise<Look> {
  try {
    const { contents } = await readResource(reads, uri);
    return { stamp: createHash('sha256').update(JSON.stringify(contents)).digest('base64url') };
  } catch (thrown) {
    // A refusal on purpose (not found, not permitted); an internal failure is answered opaquely there, and thrown here.
    if (thrown instanceof ProtocolError && thrown.code !== ProtocolErrorCode.InternalError) return { refusal: thrown };
    throw thrown;
  }
}

/** A resource's stamp for a watch that already holds one: UNREADABLE once it is refused. */
export const resourceStamp = async (reads: ContentReads, uri: string): Promise<Stamp> => {
  const look = await lookAt(reads, uri);
  return 'stamp' in look ? look.stamp : UNREADABLE;
};

/**
 * The stamp of what `resources/list` lists for the caller, without listing it: the projects it
 * reads, each one's templates, and how many live pages (and drafts, where it reads them) with
 * the newest one's id. A page or draft that comes or goes changes it; an edit does not.
 */
export async function listStamp(reads: ContentReads): Promise<Stamp> {
  const projects = await reads.projects();
  if (E.isLeft(projects)) return UNREADABLE;
  const parts: unknown[] = [];
  for (const project of projects.right) {
    const templates = await reads.templates(project.id);
    const live = await reads.listing(project.id, 'live');
    const drafts = reads.mayReadDrafts(project) ? await reads.listing(project.id, 'draft') : E.right(null);
    parts.push([
      project.id,
      E.isRight(templates) ? templates.right.templates.map((template) => template.id) : null,
      E.isRight(live) ? live.right : null,
      E.isRight(drafts) ? drafts.right : null,
    ]);
  }
  return JSON.stringify(parts);
}

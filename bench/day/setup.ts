import 'reflect-metadata';
import * as E from 'fp-ts/lib/Either.js';
import { CreateProject } from '../../application/projects/create-project.js';
import { UpdateModules } from '../../application/projects/update-modules.js';
import { SiteDeployment } from '../../application/site/site-deployment.js';
import { loadConfig } from '../../composition/config.js';
import { startServer } from '../../composition/server.js';
import type { UserActor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { SearchBackfill } from '../../infrastructure/search/index-build.js';
import { Corpus } from '../scale/corpus.js';
import { seedPages } from '../scale/seed.js';
import { MIX } from './mix.js';

export const OWNER: UserActor = { kind: 'user', userId: 'day-owner', email: null };
export const editorId = (n: number) => `day-editor-${n}`;

/** What the load needs to know of the project it was given. */
export interface DayProject {
  readonly projectId: string;
  /** A member API key (reads pages through the REST API). */
  readonly apiKey: string;
  /** Live public pages: their ids for API reads and addresses for site reads. */
  readonly pages: ReadonlyArray<{ readonly id: string; readonly slug: string; readonly language: string }>;
  /** One draft per editor, opened from a live page. */
  readonly drafts: readonly string[];
  /** Questions one seeded page answers, for `ask`. */
  readonly questions: readonly string[];
}

const ok = <T>(result: E.Either<AppError, T>): T => {
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};

/**
 * Builds the day's project in `dataDir` with the service in this process (as `bench:scale`
 * does): `MIX.pages` live pages seeded straight into the store, the whole site deployed once,
 * then through the API an API key, a webhook to the loopback receiver, and the editors as
 * managers each with a draft. Stops the service: the measured instances start on the same store.
 */
export async function buildDayProject(dataDir: string, env: Readonly<Record<string, string>>, webhookUrl: string): Promise<DayProject> {
  const config = loadConfig({ ...env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' });
  if (E.isLeft(config)) throw new Error(config.left.join('\n'));
  const running = await startServer(config.right);
  const { container, storage } = running.composition;
  if (storage.kind !== 'sqlite') throw new Error('bench:day seeds a SQLite store');
  try {
    await container.get<SearchBackfill>(SearchBackfill).done;
    const { id: projectId } = ok(await container.get(CreateProject).execute(OWNER, { name: 'A busy day' }));
    ok(await container.get(UpdateModules).execute(OWNER, { projectId, voice: true }));
    const seeded = await seedPages(storage.db, new Corpus(), projectId, MIX.pages);
    await container.get(SiteDeployment).deploy(projectId, { redeploy: true });

    const call = apiCaller(running.url, await signIn(running.url, OWNER.userId));
    const api = `/api/projects/${projectId}`;
    const { key } = await call('POST', `${api}/keys`, { name: 'day readers', role: 'member' });
    await call('POST', `${api}/webhooks`, { url: webhookUrl, events: MIX.webhookEvents, description: 'bench:day receiver' });
    const drafts: string[] = [];
    for (let n = 0; n < MIX.editors; n++) {
      await call('POST', `${api}/members`, { user_id: editorId(n), role: 'manager', provisioned: true });
      const { slug, language } = seeded.pages[n % seeded.pages.length]!;
      drafts.push((await call('POST', `${api}/docs/edit/open`, { slug, language })).draftId);
    }
    const pages = storage.db
      .prepare(`SELECT id, slug, language FROM documents WHERE project_id = ? AND visibility = 'public' ORDER BY id LIMIT 2000`)
      .all(projectId) as Array<{ id: string; slug: string; language: string }>;
    const questions = seeded.needles.map((n) => `Where do I ask for the ${n.word} about ${n.topic}?`);
    return { projectId, apiKey: key, pages, drafts, questions };
  } finally {
    await running.close();
  }
}

/** An ID token from the development issuer, as a person signing in gets one. */
export async function signIn(baseUrl: string, userId: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/auth/dev/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId }),
  });
  if (!answer.ok) throw new Error(`the development sign-in answered ${answer.status}`);
  return ((await answer.json()) as { id_token: string }).id_token;
}

/** JSON calls through the real API as one person; throws unless 2xx. */
function apiCaller(baseUrl: string, token: string) {
  return async (method: string, path: string, body?: unknown): Promise<any> => {
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
    return text === '' ? undefined : JSON.parse(text);
  };
}

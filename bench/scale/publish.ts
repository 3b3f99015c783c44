import * as E from 'fp-ts/lib/Either.js';
import type { Container } from 'inversify';
import { OpenDraft } from '../../application/drafts/open-draft.js';
import { SaveDraft } from '../../application/drafts/save-draft.js';
import { ConfirmPublish } from '../../application/publishing/confirm-publish.js';
import { PublishDryRun } from '../../application/publishing/publish-dry-run.js';
import { SiteDeployment } from '../../application/site/site-deployment.js';
import type { UserActor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';

const ok = <T>(result: E.Either<AppError, T>): T => {
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};

export interface PublishFigures {
  /** The first deploy of the seeded site: every file rendered and stored. */
  readonly fullRebuildMs: number;
  /** Its process CPU (user + system): the steadier figure on a shared machine. */
  readonly fullRebuildCpuMs: number;
  /** The confirm of a one-page publish (one page's body changed), p50 and worst, and CPU p50. */
  readonly confirmP50Ms: number;
  readonly confirmMaxMs: number;
  readonly confirmCpuP50Ms: number;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/**
 * Deploys the seeded site whole once (the full rebuild), then times `samples` confirms of a
 * one-page publish: each changes the body of one live page through a draft, runs the dry run
 * of that draft, and times only the confirm (promotion and deploy), by wall clock and CPU.
 */
export async function measurePublish(
  container: Container,
  owner: UserActor,
  projectId: string,
  pages: ReadonlyArray<{ readonly slug: string; readonly language: string }>,
  samples: number,
): Promise<PublishFigures> {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  await container.get(SiteDeployment).deploy(projectId, { redeploy: true });
  const fullRebuildMs = performance.now() - started;
  const rebuildCpu = process.cpuUsage(cpuStarted);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < samples; i++) {
    const { slug, language } = pages[i % pages.length]!;
    const { draftId } = ok(await container.get(OpenDraft).execute(owner, { projectId, slug: slug as never, language: language as never }));
    ok(await container.get(SaveDraft).execute(owner, { projectId, draftId, metadata: {}, content: `A correction, ${i}.`, language: language as never }));
    const { confirmation_token } = ok(await container.get(PublishDryRun).execute(owner, { projectId, draft_ids: [draftId] }));
    await new Promise((resolve) => setImmediate(resolve));
    const at = performance.now();
    const cpuAt = process.cpuUsage();
    ok(await container.get(ConfirmPublish).execute(owner, { projectId, confirmation_token }));
    const used = process.cpuUsage(cpuAt);
    wall.push(performance.now() - at);
    cpu.push((used.user + used.system) / 1000);
  }
  return {
    fullRebuildMs,
    fullRebuildCpuMs: (rebuildCpu.user + rebuildCpu.system) / 1000,
    confirmP50Ms: median([...wall]),
    confirmMaxMs: Math.max(...wall),
    confirmCpuP50Ms: median(cpu),
  };
}

import * as E from 'fp-ts/lib/Either.js';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import { Readable } from 'node:stream';
import { HandleResumableUpload } from '../../../application/media/handle-resumable-upload.js';
import { MediaFiles } from '../../../application/media/media-files.js';
import { UploadImage } from '../../../application/media/upload-image.js';
import { ServiceSettings } from '../../../application/shared/service-settings.js';
import { runUseCase } from '../../shared/run-use-case.js';
import { actorOf } from '../middleware/authenticated.js';
import { reportToRequestLog, viaOf } from '../routing/run-context.js';
import { reply, replyError, sendError } from '../respond.js';
import { sendWebResponse, toWebRequest } from './web-exchange.js';

/** A year: media URLs name their bytes (an id, a width), so what they answer never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `POST /images`: the raw body is the image. The use case reads the request stream itself,
 * after access is granted, under the 10 MB limit (the 1 MB JSON reader never runs here).
 */
export async function uploadImage(ctx: Context, container: Container): Promise<void> {
  const input = { projectId: ctx.params.projectId!, body: ctx.req, declaredLength: ctx.request.length ?? null };
  const result = (await runUseCase({ container, useCase: UploadImage, writes: true }, container.get(UploadImage) as never, actorOf(ctx), input, {
    via: viaOf(ctx),
    bound: {},
    report: reportToRequestLog(ctx),
  })) as Awaited<ReturnType<UploadImage['execute']>>;
  if (E.isLeft(result)) return replyError(ctx, result.left);
  reply(ctx, E.right(result.right.image), result.right.created ? 201 : 200);
}

/** Every tus request under `/uploads`: access first, then the protocol library, streaming. */
export async function resumableUpload(ctx: Context, container: Container): Promise<void> {
  const request = toWebRequest(ctx, container.get<ServiceSettings>(ServiceSettings).publicBaseUrl);
  // Creating and terminating an upload are logged; its chunks are not (each PATCH would be a line).
  const writes = ctx.method === 'POST' || ctx.method === 'DELETE';
  const run = { container, useCase: HandleResumableUpload, writes };
  const result = (await runUseCase(
    run,
    container.get(HandleResumableUpload) as never,
    actorOf(ctx),
    { projectId: ctx.params.projectId!, request },
    {
      via: viaOf(ctx),
      bound: {},
      report: reportToRequestLog(ctx),
    },
  )) as Awaited<ReturnType<HandleResumableUpload['execute']>>;
  if (E.isLeft(result)) {
    // tus: every answer but OPTIONS's says the protocol version, errors included.
    if (ctx.method !== 'OPTIONS') ctx.set('tus-resumable', '1.0.0');
    return replyError(ctx, result.left);
  }
  await sendWebResponse(ctx, result.right);
}

/** `GET /media/<project_id>/<file>`: public, cached for good, never sniffed as another type. */
export function serveMedia(ctx: Context, container: Container): Promise<void> {
  return sendMediaFile(ctx, container.get(MediaFiles), ctx.params.projectId!, ctx.params.fileName!);
}

/** Answers with a project's image (or variant) file: on the service's address, and on the project's own domains. */
export async function sendMediaFile(ctx: Context, media: MediaFiles, projectId: string, fileName: string): Promise<void> {
  const file = await media.find(projectId, fileName);
  const notFound = () => sendError(ctx, { status: 404, body: { error: 'Not found' } });
  if (file === null) return notFound();
  // Koa judges freshness only for a 2xx status; the bytes are not opened for a 304.
  ctx.status = 200;
  ctx.etag = file.etag;
  ctx.set('cache-control', IMMUTABLE);
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const blob = await media.read(file);
  if (blob === null) return notFound();
  ctx.set('x-content-type-options', 'nosniff');
  ctx.set('content-security-policy', "default-src 'none'");
  ctx.type = file.content_type;
  ctx.length = blob.size;
  // Bytes already in memory are sent in one write; a stream costs far more per request.
  ctx.body = blob.bytes === undefined ? Readable.from(blob.stream) : Buffer.from(blob.bytes.buffer, blob.bytes.byteOffset, blob.bytes.byteLength);
}

import { bodyParser } from '@koa/bodyparser';
import type { Context } from 'koa';
import { payloadTooLarge, unsupportedMediaType, type AppError } from '../../../domain/shared/errors.js';
import { bodyError } from './json-body.js';

/** Telephony webhooks carry a few dozen short parameters: far below this. */
const FORM_LIMIT_BYTES = 64 * 1024;

const isForm = (ctx: Context): boolean => Boolean(ctx.is('application/x-www-form-urlencoded'));

/**
 * Reads an `application/x-www-form-urlencoded` body of at most `limitBytes`, for the routes
 * that take one (the telephony provider's webhooks; everything else is JSON). The parameters
 * are taken from the raw text, flat and exactly as sent: a provider's signature is computed
 * over them, so nothing may be reshaped (as nested-object parsing of `a[b]=c` would).
 */
export type FormBody = { readonly kind: 'form'; readonly params: Record<string, string> } | { readonly kind: 'refused'; readonly error: AppError };

export function formBodyReader(limitBytes = FORM_LIMIT_BYTES): (ctx: Context) => Promise<FormBody> {
  const parse = bodyParser({ enableTypes: ['form'], formLimit: String(limitBytes), encoding: 'utf-8' });
  const done = async () => {};
  return async (ctx) => {
    if ((ctx.request.length ?? 0) > limitBytes) return { kind: 'refused', error: payloadTooLarge() };
    const empty = (ctx.request.length ?? 0) === 0 && ctx.get('transfer-encoding') === '';
    if (empty) return { kind: 'form', params: {} };
    if (!isForm(ctx)) return { kind: 'refused', error: unsupportedMediaType('Unsupported media type: send application/x-www-form-urlencoded') };
    try {
      await parse(ctx, done);
    } catch (error) {
      return { kind: 'refused', error: bodyError(error, ctx) };
    }
    const raw = (ctx.request as { rawBody?: unknown }).rawBody;
    return { kind: 'form', params: Object.fromEntries(new URLSearchParams(typeof raw === 'string' ? raw : '')) };
  };
}

import * as E from 'fp-ts/lib/Either.js';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import { OpenPreviewLink, type PreviewAnswer } from '../../../application/preview-links/open-preview-link.js';
import { escapeHtml } from '../../../domain/shared/html.js';
import { CUSTOM_POLICY_ON_SERVICE, THEME_POLICY } from '../../../domain/site/page-policies.js';
import { AssetCatalog } from '../assets/asset-catalog.js';
import { replyError } from '../respond.js';
import { withPreviewNotice } from './preview-notice.js';

/**
 * A themed page, on the service's address: the theme's policy in a sandbox (an opaque origin),
 * so a preview never acts with the service's origin, whoever opens it.
 */
const SANDBOXED_THEME = `sandbox; ${THEME_POLICY}`;

/** Search engines keep previews out of their indexes; nothing keeps them; the token never leaves in a Referer. */
const PREVIEW_HEADERS = { 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

const NOINDEX = '<meta name="robots" content="noindex, nofollow">';

/** A small page of the preview's own (a release's list, a link that no longer works), in the theme's policy. */
function notice(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">${NOINDEX}<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>\n`
  );
}

/** What a reader gets for each answer: the status, the page, its policy. */
function pageOf(answer: PreviewAnswer, token: string, noticeStyles: readonly string[]): { status: number; html: string; policy: string } {
  switch (answer.kind) {
    case 'page':
      // `noindex` and the preview's notice go into whatever page it is: the owner's own HTML too.
      return {
        status: 200,
        html: withPreviewNotice(answer.html, NOINDEX, noticeStyles),
        policy: answer.ownMarkup ? CUSTOM_POLICY_ON_SERVICE : SANDBOXED_THEME,
      };
    case 'release': {
      // Relative to `/preview/<token>`: the same links work wherever the preview is served.
      const links = answer.items.map(
        (item) =>
          `<li><a href="${escapeHtml(encodeURIComponent(token))}/${escapeHtml(encodeURIComponent(item.draft_id))}">${escapeHtml(item.slug)} (${escapeHtml(item.language)})</a></li>`,
      );
      return { status: 200, html: notice(answer.name, `<ul>${links.join('')}</ul>`), policy: SANDBOXED_THEME };
    }
    case 'missing':
      return { status: 404, html: notice('Preview not found', '<p>This preview link does not exist, or it was revoked.</p>'), policy: SANDBOXED_THEME };
    case 'gone':
      return { status: 410, html: notice('Preview no longer available', `<p>${escapeHtml(answer.reason)}</p>`), policy: SANDBOXED_THEME };
  }
}

/** `GET /preview/:token[/:draftId]`: a preview link, opened by anyone, as HTML. */
export async function servePreview(ctx: Context, container: Container): Promise<void> {
  const { token, draftId } = ctx.params as { token: string; draftId?: string };
  const result = await container.get(OpenPreviewLink).execute(null, draftId === undefined ? { token } : { token, draftId });
  if (E.isLeft(result)) return replyError(ctx, result.left);
  const page = pageOf(result.right, token, container.get(AssetCatalog).entry('preview-notice').styles);
  ctx.set({ ...PREVIEW_HEADERS, 'content-security-policy': page.policy, 'x-content-type-options': 'nosniff' });
  ctx.status = page.status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = page.html;
}

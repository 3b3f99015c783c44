import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import { AgentFrame } from '../../../application/live/agent-frame.js';
import { VoiceTokenIssuer } from '../../../application/live/ports.js';
import { SignInSettings } from '../../../application/identity/sign-in-settings.js';
import { PROJECT_NOT_FOUND } from '../../../application/projects/project-access.js';
import { sitePageOrNull } from '../../../domain/live/site-page.js';
import { LanguageTagCodec } from '../../../domain/shared/codecs.js';
import { invalid, notFound } from '../../../domain/shared/errors.js';
import { escapeHtml } from '../../../domain/shared/html.js';
import { AssetCatalog } from '../assets/asset-catalog.js';
import { htmlDocument } from '../pages/html-document.js';
import { pageSecurityHeaders } from '../pages/security-headers.js';
import { replyError } from '../respond.js';
import { signInConnectSources } from '../sign-in/connect-sources.js';

/** Where the conversation frame is served: the launcher on a site's page opens it in an `<iframe>`. */
export const EMBED_PATH = '/live/embed';

/** The placements that put the agent on a page (`none` puts nothing there, so nothing frames it). */
const EmbedPlacement = t.keyof({ homepage: null, destination_page: null, widget: null, modal: null }, 'one of homepage, destination_page, widget, modal');

const WRONG_PLACEMENT = 'placement must be one of homepage, destination_page, widget, modal';
const WRONG_LANGUAGE = 'lang must be a BCP-47 language code';

/**
 * The origins the frame's scripts call besides the service: the voice AI's WebSocket (the
 * service's own with the embedded endpoint, Gemini Live's otherwise) and the identity
 * provider's API.
 */
export function embedConnectSources(voiceUrl: string, signIn: SignInSettings): string[] {
  return [...new Set([new URL(voiceUrl).origin, ...signInConnectSources(signIn)])];
}

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * `GET /live/embed?project=<id>&placement=<placement>[&lang=<tag>][&page=<path>]`: the live agent's
 * conversation (the sign-in, the session, the microphone, the card), on the service's origin,
 * for the launcher on the project's site to frame (docs/live-agent.md). Under the strict policy
 * of the service's pages, framed only by the project's site origin and its verified domains
 * (`frame-ancestors`): no other page can put a signed-in member's agent under its pointer.
 * Never cached: the origins follow the project's domains. `page`, the path of the site's page
 * (what an unanswered question is recorded with), is passed on to the tool calls when it is one
 * (`SitePage`), else left out: a site's own address never keeps the agent from starting.
 */
export async function serveEmbedPage(ctx: Context, container: Container): Promise<void> {
  const placement = EmbedPlacement.decode(one(ctx.query.placement));
  if (E.isLeft(placement)) return replyError(ctx, invalid(WRONG_PLACEMENT));
  const rawLanguage = one(ctx.query.lang);
  const language = rawLanguage === undefined ? E.right(null) : LanguageTagCodec.decode(rawLanguage);
  if (E.isLeft(language)) return replyError(ctx, invalid(WRONG_LANGUAGE));
  const page = sitePageOrNull(one(ctx.query.page));
  const projectId = one(ctx.query.project) ?? '';
  const settings = /^[A-Za-z0-9_-]{1,128}$/.test(projectId) ? await container.get(AgentFrame).settingsOf(projectId) : null;
  if (settings === null) return replyError(ctx, notFound(PROJECT_NOT_FOUND));
  const data: Record<string, string> = {
    'project-id': projectId,
    placement: placement.right,
    ancestors: settings.ancestors.join(' '),
    ...(language.right !== null && { lang: language.right }),
    ...(page !== null && { page }),
    ...(settings.accentColor !== null && { accent: settings.accentColor }),
    ...(settings.publicAccess && { access: 'public' }),
  };
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  const html = htmlDocument(container.get(AssetCatalog), {
    title: 'Live agent',
    entries: ['live-agent-embed'],
    body:
      `<main id="live-agent" class="live-embed"${attributes}>` +
      `<noscript><p>The live agent needs JavaScript: turn it on for this page, then reload it.</p></noscript></main>`,
  });
  const connectTo = embedConnectSources(container.get<VoiceTokenIssuer>(VoiceTokenIssuer).connection.url, container.get<SignInSettings>(SignInSettings));
  ctx.set({ ...pageSecurityHeaders({ connectTo, frameAncestors: settings.ancestors }), 'cache-control': 'no-store' });
  ctx.status = 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = html;
}

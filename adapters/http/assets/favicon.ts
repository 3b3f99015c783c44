import type { Context } from 'koa';

/**
 * The service's icon (a page on blue, 32 × 32): a PNG inside an ICO, as browsers ask
 * `/favicon.ico` of every page that names none (the portal, the consent page, a published site without a logo). Made once with
 * sharp from an SVG; 340 bytes, so kept here rather than read from disk.
 */
const FAVICON = Buffer.from(
  'AAABAAEAICAAAAEAIAA+AQAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAAgAAAAIAgDAAAARKSKxgAAAEhQTFRFTGlxAFXUC1bPC1jQCVXPC1fPC1fPC1fQClfPAEjaC1fQC1bQC1fQC1bPClbQC1fQC1fQ////5O364+z6UYfdU4je5e36UIbdpSVKMgAAABB0Uk5TAAb0bhtsx8/zB9Btycjxxk6pKc4AAAAJcEhZcwAACxMAAAsTAQCanBgAAACASURBVDjL3ZM5DoAgFEQHBQFxAdf731QacP8k0vkqAo9kihkAumwL+0DRGg0Pr+0rkvv/xLs3NEpLItDQQgVFCwrhNC/uwDCF+ygM7sR4E9yFT8Ie7avwqwwZQn6GTCFZmOlkjGsUEqXt0rU3qeFoSU6P+fFKerwAE9VjUtULBmzXUT7lCVS6aAAAAABJRU5ErkJggg==',
  'base64',
);

/** `GET /favicon.ico`: the icon, cached for a day. */
export function serveFavicon(ctx: Context): void {
  ctx.set({ 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' });
  ctx.status = 200;
  ctx.type = 'image/x-icon';
  ctx.body = FAVICON;
}

import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { CreatePage } from '../../../application/pages/create-page.js';
import { ListPages } from '../../../application/pages/list-pages.js';
import { UpdateSiteSettings } from '../../../application/site/update-site-settings.js';
import { OutboxEvents } from '../../../application/webhooks/outbox-events.js';
import { actor, pagesWorld, type PagesWorld } from '../drafts/world.js';
import { leftOf, rightOf } from '../../support/expect.js';

describe('UpdateSiteSettings and ListPages (use cases with fakes)', () => {
  let w: PagesWorld;
  let settings: UpdateSiteSettings;
  let create: CreatePage;
  beforeEach(() => {
    w = pagesWorld();
    settings = new UpdateSiteSettings(w.access, w.site, w.projects);
    create = new CreatePage(w.access, w.pages, w.resolver, w.clock, w.ids, new OutboxEvents(w.clock, w.ids));
  });
  const place = (changes: Omit<Parameters<UpdateSiteSettings['execute']>[1], 'projectId'>, who = 'editor') =>
    settings.execute(actor(who), { projectId: w.projectId, ...changes });
  const page = (slug: string, language = 'en') =>
    create.execute(actor('editor'), { projectId: w.projectId, slug: slug as never, language: language as never, doc_template_id: 'page', content: '' });

  it('requires a slug for destination_page, and clears it for every other placement', async () => {
    const missing = await place({ live_agent_placement: 'destination_page' });
    expect(leftOf(missing).message).to.equal('live_agent_slug is required when live_agent_placement is destination_page');
    const held = await place({ live_agent_placement: 'destination_page', live_agent_slug: 'talk' as never });
    expect(rightOf(held).site).to.deep.equal({
      live_agent_placement: 'destination_page',
      live_agent_slug: 'talk',
      accent_color: null,
      logo_image_id: null,
      favicon_image_id: null,
      home_pages: {},
      launcher_offset: null,
      language_fallbacks: {},
    });
    leftOf(await page('talk'));
    for (const placement of ['homepage', 'widget', 'modal', 'none'] as const) {
      const result = await place({ live_agent_placement: placement, live_agent_slug: 'talk' as never });
      expect(rightOf(result).site).to.deep.equal({
        live_agent_placement: placement,
        live_agent_slug: null,
        accent_color: null,
        logo_image_id: null,
        favicon_image_id: null,
        home_pages: {},
        launcher_offset: null,
        language_fallbacks: {},
      });
    }
    rightOf(await page('talk'));
    const taken = await place({ live_agent_placement: 'destination_page', live_agent_slug: 'talk' as never });
    expect(leftOf(taken)).to.deep.equal({ _tag: 'Conflict', message: 'Slug talk is already used by a page or draft' });
    leftOf(await place({ live_agent_placement: 'none' }, 'reader'));
  });

  it('pages through a listing with an opaque cursor, and refuses a forged one', async () => {
    for (const slug of ['a', 'b', 'c', 'd', 'e']) await page(slug);
    const list = new ListPages(w.access, w.pages);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const result = await list.execute(actor('reader'), { projectId: w.projectId, limit: 2, ...(cursor && { cursor }) });
      if (E.isLeft(result)) throw new Error(result.left.message);
      seen.push(...result.right.pages.map((p) => p.slug));
      if (result.right.next_cursor === null) break;
      expect(result.right.next_cursor).to.match(/^[A-Za-z0-9_-]+$/);
      cursor = result.right.next_cursor;
    }
    expect(seen).to.deep.equal(['a', 'b', 'c', 'd', 'e']);
    const forged = await list.execute(actor('reader'), { projectId: w.projectId, cursor: '!!' });
    expect(leftOf(forged).message).to.equal('cursor must be a next_cursor value from an earlier response');
  });
});

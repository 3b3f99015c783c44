import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import type { ServerEvent } from '@modelcontextprotocol/server';
import type { ContentReads } from '../../../adapters/mcp/content/content-reads.js';
import { ContentWatch } from '../../../adapters/mcp/subscriptions/content-watch.js';
import { listStamp, resourceStamp, UNREADABLE } from '../../../adapters/mcp/subscriptions/stamps.js';
import { notFound } from '../../../domain/shared/errors.js';

/** ContentReads as the watch uses it: one project whose site settings and page count the test changes. */
function world() {
  const state = { site: { name: 'First' } as object, live: { count: 1, newest_id: 'a' }, readable: true, failing: false };
  const reads = {
    site: async () => {
      if (state.failing) throw new Error('the store is busy');
      return state.readable ? E.right(state.site) : E.left(notFound('Project not found'));
    },
    projects: async () => E.right(state.readable ? [{ id: 'p1', name: 'P', default_language: 'en', role: 'manager' }] : []),
    templates: async () => E.right({ templates: [{ id: 'page' }] }),
    listing: async () => E.right(state.live),
    mayReadDrafts: () => false,
  } as unknown as ContentReads;
  return { state, reads };
}

const SITE = 'content://projects/p1/site';

describe('ContentWatch (MCP subscriptions): what changed since the last look', () => {
  it('tells a watcher once per change of a watched resource, and of the list when a page comes', async () => {
    const { state, reads } = world();
    const heard: ServerEvent[] = [];
    const watch = new ContentWatch(60_000, (cause) => expect.fail(String(cause)));
    const stop = watch.add({
      reads,
      resources: new Map([[SITE, await resourceStamp(reads, SITE)]]),
      list: await listStamp(reads),
      notify: (e) => heard.push(e),
      end: () => undefined,
    });
    await watch.tick();
    expect(heard).to.deep.equal([]);
    state.site = { name: 'Second' };
    await watch.tick();
    await watch.tick();
    expect(heard).to.deep.equal([{ kind: 'resource_updated', uri: SITE }]);
    state.live = { count: 2, newest_id: 'b' };
    await watch.tick();
    expect(heard.slice(1)).to.deep.equal([{ kind: 'resources_list_changed' }]);
    stop();
    expect(watch.size).to.equal(0);
  });

  it('counts a resource the watcher can no longer read as a change, once', async () => {
    const { state, reads } = world();
    const heard: ServerEvent[] = [];
    const watch = new ContentWatch(60_000, (cause) => expect.fail(String(cause)));
    watch.add({ reads, resources: new Map([[SITE, await resourceStamp(reads, SITE)]]), list: undefined, notify: (e) => heard.push(e), end: () => undefined });
    state.readable = false;
    expect(await resourceStamp(reads, SITE)).to.equal(UNREADABLE);
    await watch.tick();
    await watch.tick();
    expect(heard).to.deep.equal([{ kind: 'resource_updated', uri: SITE }]);
  });

  it('reports a failed look and looks again next time, without calling it a change', async () => {
    const { state, reads } = world();
    const heard: ServerEvent[] = [];
    const failures: unknown[] = [];
    const watch = new ContentWatch(60_000, (cause) => failures.push(cause));
    watch.add({ reads, resources: new Map([[SITE, await resourceStamp(reads, SITE)]]), list: undefined, notify: (e) => heard.push(e), end: () => undefined });
    state.failing = true;
    await watch.tick();
    expect(failures.map(String)).to.deep.equal(['Error: the store is busy']);
    state.failing = false;
    await watch.tick();
    expect(heard).to.deep.equal([]);
  });

  it('looks on its own every interval while something is watched, and tells nothing more after a stop', async () => {
    const { state, reads } = world();
    const heard: ServerEvent[] = [];
    const watch = new ContentWatch(10, (cause) => expect.fail(String(cause)));
    const stop = watch.add({
      reads,
      resources: new Map([[SITE, await resourceStamp(reads, SITE)]]),
      list: undefined,
      notify: (e) => heard.push(e),
      end: () => undefined,
    });
    state.site = { name: 'Changed' };
    const end = Date.now() + 2000;
    while (heard.length === 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(heard).to.have.length(1);
    stop();
    state.site = { name: 'Changed again' };
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).to.have.length(1);
  });

  it('ends every stream when the service stops', async () => {
    const { reads } = world();
    const watch = new ContentWatch(60_000, (cause) => expect.fail(String(cause)));
    const ended: string[] = [];
    for (const name of ['first', 'second']) {
      const stop = watch.add({ reads, resources: new Map(), list: undefined, notify: () => undefined, end: () => (ended.push(name), stop()) });
    }
    watch.endAll();
    expect(ended).to.deep.equal(['first', 'second']);
    expect(watch.size).to.equal(0);
  });
});

import { expect } from 'chai';
import type { ReleaseEntry, ReleaseInfo, ReleaseStore } from '../../../application/site/release-store.js';
import { uniqueId } from '../../support/builders.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (body: Uint8Array | null) => (body === null ? null : new TextDecoder().decode(body));
const entry = (etag: string, extra: Partial<ReleaseEntry> = {}): ReleaseEntry => ({ key: `key-${etag}`, etag, type: 'html', size: etag.length, ...extra });
const info = (settings: string): ReleaseInfo => ({ created_at: '2026-03-01T10:00:00.000Z', stylesheet: 'assets/site.x.css', settings });

/** What every ReleaseStore adapter must do. */
export function releaseStoreContract(store: () => ReleaseStore): void {
  /** Builds a release from the current one: blobs put for every entry, then the switch. */
  const release = async (projectId: string, put: Record<string, ReleaseEntry>, removed: string[] = [], settings = 's') => {
    const releases = store();
    const prepared = await releases.prepare(projectId);
    for (const file of Object.values(put)) await releases.putBlob(projectId, file.etag, bytes(`body ${file.etag}`));
    await releases.stage(projectId, prepared.release, new Map(Object.entries(put)), removed);
    expect(await releases.switchTo(projectId, prepared, info(settings))).to.deep.equal({ kind: 'switched' });
    return prepared.release;
  };
  const paths = async (projectId: string, release: number) =>
    Object.fromEntries([...(await store().allEntries(projectId, release))].sort(([a], [b]) => a.localeCompare(b)).map(([path, e]) => [path, e.etag]));

  it('has no release at first, then the one switched to, with its entries, its info and its blobs', async () => {
    const releases = store();
    const projectId = uniqueId('site');
    expect(await releases.current(projectId)).to.equal(null);
    expect(await releases.prepare(projectId)).to.deep.equal({ release: 1, base: null });
    const first = await release(projectId, { 'index.html': entry('aaa', { agent: true }), 'en/a/index.html': entry('bbb', { custom: true }) }, [], 'one');
    expect(await releases.current(projectId)).to.deep.equal({ release: first, info: info('one') });
    expect(await paths(projectId, first)).to.deep.equal({ 'en/a/index.html': 'bbb', 'index.html': 'aaa' });
    const found = await releases.entries(projectId, first, ['index.html', 'en/missing/index.html']);
    expect([...found]).to.deep.equal([['index.html', entry('aaa', { agent: true })]]);
    expect(text(await releases.blob(projectId, 'bbb'))).to.equal('body bbb');
    expect(await releases.blob(projectId, 'nothing')).to.equal(null);
    expect(await releases.projects()).to.include(projectId);
  });

  it('makes a release from the one before plus what is staged: unchanged files are shared, the old release reads as it was', async () => {
    const releases = store();
    const projectId = uniqueId('site');
    const first = await release(projectId, { 'a.html': entry('a1'), 'b.html': entry('b1'), 'c.html': entry('c1') });
    const second = await release(projectId, { 'a.html': entry('a2'), 'd.html': entry('d1') }, ['c.html']);
    expect(second).to.be.greaterThan(first);
    expect(await paths(projectId, second)).to.deep.equal({ 'a.html': 'a2', 'b.html': 'b1', 'd.html': 'd1' });
    expect(await paths(projectId, first)).to.deep.equal({ 'a.html': 'a1', 'b.html': 'b1', 'c.html': 'c1' });
    expect(text(await releases.blob(projectId, 'a1'))).to.equal('body a1');
  });

  it('never makes current a release that was not switched to; the next prepare discards it', async () => {
    const releases = store();
    const projectId = uniqueId('site');
    const first = await release(projectId, { 'a.html': entry('a1') });
    const abandoned = await releases.prepare(projectId);
    await releases.putBlob(projectId, 'x1', bytes('x'));
    await releases.stage(projectId, abandoned.release, new Map([['a.html', entry('x1')]]), []);
    expect((await releases.current(projectId))?.release).to.equal(first);
    expect(await paths(projectId, first)).to.deep.equal({ 'a.html': 'a1' });
    const next = await releases.prepare(projectId);
    expect(next.base).to.equal(first);
    expect(await paths(projectId, next.release)).to.deep.equal({ 'a.html': 'a1' });
    await releases.stage(projectId, next.release, new Map(), ['a.html']);
    await releases.stage(projectId, next.release, new Map([['b.html', entry('a1')]]), []);
    expect(await releases.switchTo(projectId, next, info('s'))).to.deep.equal({ kind: 'switched' });
    expect(await paths(projectId, next.release)).to.deep.equal({ 'b.html': 'a1' });
  });

  it('refuses to switch to a release naming a blob it does not hold, or made from a release no longer current', async () => {
    const releases = store();
    const projectId = uniqueId('site');
    const first = await release(projectId, { 'a.html': entry('a1') });
    const prepared = await releases.prepare(projectId);
    await releases.stage(projectId, prepared.release, new Map([['a.html', entry('never-put')]]), []);
    expect(await releases.switchTo(projectId, prepared, info('s'))).to.deep.equal({ kind: 'incomplete', missing: ['never-put'] });
    expect((await releases.current(projectId))?.release).to.equal(first);
    await releases.putBlob(projectId, 'never-put', bytes('now'));
    expect(await releases.switchTo(projectId, prepared, info('s2'))).to.deep.equal({ kind: 'switched' });
    // A writer still holding the first release as its base (it lost its lease meanwhile) changes nothing.
    expect(await releases.switchTo(projectId, { release: prepared.release, base: first }, info('stale'))).to.deep.equal({
      kind: 'moved',
      current: prepared.release,
    });
    expect(await releases.current(projectId)).to.deep.equal({ release: prepared.release, info: info('s2') });
  });

  it('collects releases older than the newest kept and the blobs no release names any more, never a shared one', async () => {
    const releases = store();
    const projectId = uniqueId('site');
    const first = await release(projectId, { 'a.html': entry('a1'), 'b.html': entry('b1') });
    const second = await release(projectId, { 'a.html': entry('a2') });
    const third = await release(projectId, { 'a.html': entry('a3') });
    await releases.collect(projectId, 2);
    expect(await releases.blob(projectId, 'a1')).to.equal(null);
    expect(text(await releases.blob(projectId, 'a2'))).to.equal('body a2');
    expect(text(await releases.blob(projectId, 'b1'))).to.equal('body b1');
    expect(await paths(projectId, second)).to.deep.equal({ 'a.html': 'a2', 'b.html': 'b1' });
    expect(await paths(projectId, third)).to.deep.equal({ 'a.html': 'a3', 'b.html': 'b1' });
    expect(first).to.be.lessThan(second);
    // An abandoned release's blobs are collected too, once a later release switched.
    const abandoned = await releases.prepare(projectId);
    await releases.putBlob(projectId, 'lost', bytes('lost'));
    await releases.stage(projectId, abandoned.release, new Map([['a.html', entry('lost')]]), []);
    await release(projectId, { 'c.html': entry('c1') });
    await releases.collect(projectId, 1);
    expect(await releases.blob(projectId, 'lost')).to.equal(null);
    expect(await releases.blob(projectId, 'a2')).to.equal(null);
    expect(text(await releases.blob(projectId, 'a3'))).to.equal('body a3');
    expect(text(await releases.blob(projectId, 'c1'))).to.equal('body c1');
  });

  it('keeps a blob a kept release shows again after a revert, at any path, when the release that had it first is collected', async () => {
    const releases = store();
    const projectId = uniqueId('site');
    await release(projectId, { 'a.html': entry('old'), 'b.html': entry('b1') });
    await release(projectId, { 'a.html': entry('new') });
    await release(projectId, { 'c.html': entry('old') });
    await releases.collect(projectId, 2);
    expect(text(await releases.blob(projectId, 'old'))).to.equal('body old');
    expect(text(await releases.blob(projectId, 'b1'))).to.equal('body b1');
    await release(projectId, { 'a.html': entry('old') }, ['c.html']);
    await releases.collect(projectId, 1);
    expect(text(await releases.blob(projectId, 'old'))).to.equal('body old');
    expect(await releases.blob(projectId, 'new')).to.equal(null);
  });

  it('keeps a blob a kept release before the current one still shows, and frees it once that release goes too', async () => {
    const releases = store();
    const projectId = uniqueId('site');
    await release(projectId, { 'a.html': entry('x') });
    await release(projectId, { 'a.html': entry('y') });
    await release(projectId, { 'b.html': entry('x') });
    await release(projectId, { 'b.html': entry('z') });
    await releases.collect(projectId, 2);
    expect(text(await releases.blob(projectId, 'x'))).to.equal('body x');
    await releases.collect(projectId, 1);
    expect(await releases.blob(projectId, 'x')).to.equal(null);
    expect(text(await releases.blob(projectId, 'y'))).to.equal('body y');
    expect(text(await releases.blob(projectId, 'z'))).to.equal('body z');
  });

  it("keeps projects apart, and removes all of a project's releases and blobs", async () => {
    const releases = store();
    const [one, two] = [uniqueId('site'), uniqueId('site')];
    await release(one, { 'a.html': entry('same') });
    await release(two, { 'b.html': entry('same') });
    await releases.remove(one);
    expect(await releases.current(one)).to.equal(null);
    expect(await releases.blob(one, 'same')).to.equal(null);
    expect(text(await releases.blob(two, 'same'))).to.equal('body same');
    const listed = await releases.projects();
    expect(listed).to.include(two);
    expect(listed).not.to.include(one);
    expect(await releases.prepare(one)).to.deep.equal({ release: 1, base: null });
  });
}

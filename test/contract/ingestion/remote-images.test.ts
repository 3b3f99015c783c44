import { expect } from 'chai';
import { GuardedRemoteImages } from '../../../infrastructure/ingestion/guarded-remote-images.js';
import { NodeGuardedFetch } from '../../../infrastructure/http/guarded-fetch.js';
import { Website } from '../../support/stand-ins/website.js';

/** The images of a captured page, through the guarded fetch: bytes as served, or why not (a private address refused unless allowed). */
describe('RemoteImages (through the guarded fetch)', () => {
  let site: Website;
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  before(async () => {
    site = await Website.start({
      '/photo.png': { headers: { 'content-type': 'image/png' }, body: png },
      '/mislabelled': { headers: { 'content-type': 'text/html' }, body: png },
      '/huge.png': { headers: { 'content-type': 'image/png' }, body: Buffer.alloc(4096) },
    });
  });
  after(() => site.stop());

  const open = new GuardedRemoteImages(new NodeGuardedFetch({ allowPrivateNetworks: true, allowedPorts: 'any' }));

  it('answers the bytes as served, whatever type the site declares (the bytes are recognised when stored)', async () => {
    expect(await open.fetch(site.url('/photo.png'), 1024)).to.deep.equal({ kind: 'fetched', body: new Uint8Array(png) });
    expect(await open.fetch(site.url('/mislabelled'), 1024)).to.deep.equal({ kind: 'fetched', body: new Uint8Array(png) });
  });

  it('reports what it could not have: a status, a size over the limit, a refused address or scheme', async () => {
    expect(await open.fetch(site.url('/nothing.png'), 1024)).to.deep.equal({ kind: 'failed', reason: 'the site answered 404' });
    expect(await open.fetch(site.url('/huge.png'), 1024)).to.deep.equal({ kind: 'failed', reason: 'the answer is larger than 1024 bytes' });
    expect(await open.fetch('ftp://example.com/a.png', 1024)).to.deep.equal({ kind: 'failed', reason: 'ftp URLs are not fetched' });
    const strict = new GuardedRemoteImages(new NodeGuardedFetch({ allowedPorts: 'any' }));
    expect(await strict.fetch(site.url('/photo.png'), 1024)).to.deep.include({ kind: 'failed' });
    expect(((await strict.fetch('http://127.0.0.1/photo.png', 1024)) as { reason: string }).reason).to.equal('127.0.0.1 is not a public address');
  });
});

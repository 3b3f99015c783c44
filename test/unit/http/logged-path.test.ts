import { expect } from 'chai';
import { loggedPath } from '../../../adapters/http/middleware/logged-path.js';

/** The request log's path: the secrets some paths carry (preview links, invitations) never written. */
describe('The request log’s path (loggedPath)', () => {
  it('redacts the segment after a secret-carrying prefix, however the prefix is spelled', () => {
    const cases: Array<[string, string]> = [
      ['/preview/tok', '/preview/[redacted]'],
      ['/preview/tok/draft-1', '/preview/[redacted]/draft-1'],
      ['/%70review/tok', '/%70review/[redacted]'],
      ['/edit/invite/tok', '/edit/invite/[redacted]'],
      ['/EDIT/Invite/tok', '/EDIT/Invite/[redacted]'],
      ['/edit/%69nvite/tok/more', '/edit/%69nvite/[redacted]/more'],
      ['/api/invitations/tok/accept', '/api/invitations/[redacted]/accept'],
      ['/api/%69nvitations/tok/accept', '/api/%69nvitations/[redacted]/accept'],
    ];
    expect(cases.map(([path]) => [path, loggedPath(path)])).to.deep.equal(cases);
  });

  it('logs every other path as it is', () => {
    const paths = [
      '/',
      '/healthz',
      '/preview',
      '/edit/',
      '/edit/invite',
      '/api/projects/p1/invitations',
      '/api/projects/p1/invitations/inv-1',
      '/api/invitations',
      '/edit/%zz/x',
    ];
    expect(paths.map(loggedPath)).to.deep.equal(paths);
  });
});

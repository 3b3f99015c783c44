import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { domainView, HostnameCodec, parseHostname, verificationRecordName, type Domain, type Hostname } from '../../../domain/site/hostname.js';

const RULE = 'hostname must be a domain name such as www.example.com (no scheme, port or path; not an IP address)';

describe('hostnames of custom domains', () => {
  it('reads a name as browsers do: trimmed, lowercase, IDNA, without the final dot', () => {
    expect(parseHostname(' Docs.Example.COM. ')).to.deep.equal(E.right('docs.example.com'));
    expect(parseHostname('bücher.example')).to.deep.equal(E.right('xn--bcher-kva.example'));
    expect(parseHostname('a-b.example.com')).to.deep.equal(E.right('a-b.example.com'));
    expect(parseHostname('1.2.3.example')).to.deep.equal(E.right('1.2.3.example'));
    expect(parseHostname(`${'a'.repeat(63)}.example`)).to.deep.equal(E.right(`${'a'.repeat(63)}.example`));
    const longest = `${'a'.repeat(50)}.`.repeat(4) + 'b'.repeat(49); // 253 characters
    expect(parseHostname(longest)).to.deep.equal(E.right(longest));
  });

  it('refuses with the rule what is not a name: ports, paths, addresses, one label, bad labels, too long', () => {
    const tooLong = `${'a'.repeat(50)}.`.repeat(4) + 'b'.repeat(50); // 254 characters
    for (const bad of [
      7,
      null,
      '',
      ' . ',
      'example.com:443',
      'example.com/path',
      'example.com?q',
      'example.com#top',
      'user@example.com',
      'a\\b.example',
      'a b.example',
      '[::1]',
      '127.0.0.1',
      '0x7f.0.0.1',
      '1.2.3.4.5',
      'localhost',
      '-a.example.com',
      'a-.example.com',
      `${'a'.repeat(64)}.example`,
      'example.123',
      tooLong,
    ]) {
      expect(parseHostname(bad), String(bad)).to.deep.equal(E.left({ _tag: 'Invalid', message: RULE }));
    }
  });

  it('takes only the normal form as a hostname, and decodes any spelling to it', () => {
    expect(HostnameCodec.is('docs.example.com')).to.equal(true);
    expect(HostnameCodec.is('Docs.example.com')).to.equal(false);
    expect(HostnameCodec.is('127.0.0.1')).to.equal(false);
    expect(HostnameCodec.decode('Docs.Example.com')).to.deep.equal(E.right('docs.example.com'));
    expect(E.isLeft(HostnameCodec.decode('example.com:80'))).to.equal(true);
  });

  it('names where the verification record goes, and shows a domain without its project', () => {
    expect(verificationRecordName('docs.example.com')).to.equal('_content-service.docs.example.com');
    const domain: Domain = {
      project_id: 'p1',
      hostname: 'docs.example.com' as Hostname,
      status: 'pending',
      verification_value: 'v1',
      created_at: '2030-01-01T00:00:00.000Z',
      verified_at: null,
    };
    expect(domainView(domain)).to.deep.include({ hostname: 'docs.example.com', status: 'pending' });
    expect(domainView(domain)).to.not.have.property('project_id');
  });
});

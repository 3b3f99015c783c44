import { expect } from 'chai';
import { frameAncestors, sharedOriginProblem } from '../../../domain/site/site-origin.js';

describe('who may frame the live agent', () => {
  it("is the site's own origin and each verified domain by https and http, nothing else", () => {
    const addressing = { publicBaseUrl: 'https://service.example/', sitesDomain: 'sites.example' };
    expect(frameAncestors('p1', [], addressing)).to.deep.equal(['https://p1.sites.example']);
    expect(frameAncestors('p1', ['docs.example.com', 'www.example.com'], addressing)).to.deep.equal([
      'https://p1.sites.example',
      'https://docs.example.com',
      'http://docs.example.com',
      'https://www.example.com',
      'http://www.example.com',
    ]);
  });

  it("names the service's host without its final dot when a site could share its origin", () => {
    expect(sharedOriginProblem({ publicBaseUrl: 'https://App.Sites.Example./', sitesDomain: 'sites.example' })).to.equal(
      "the service's host app.sites.example is a site's host name under sites.example: a project's site would share the service's origin",
    );
  });
});

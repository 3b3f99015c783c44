import { expect } from 'chai';
import { contrast } from '../../../infrastructure/site/render/theme/colours.js';
import { letterColourOn, siteIcon } from '../../../infrastructure/site/render/theme/site-icon.js';

/** Issue 43: the published site's default icon, from its accent colour and name. */
describe('Site icon', () => {
  it('is a rounded square in the accent colour with the name’s first letter, named by its content’s hash', () => {
    const icon = siteIcon({ accentColor: '#aa3300', siteName: 'acme docs' });
    expect(icon.path).to.match(/^assets\/icon\.[0-9a-f]{12}\.svg$/);
    expect(icon.svg).to.match(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64"/);
    expect(icon.svg).to.include('<rect width="64" height="64" rx="14" fill="#aa3300"/>');
    expect(icon.svg).to.include('fill="#ffffff">A</text>');
    expect(icon.svg).to.not.match(/url\(|@import|href=|<script/);
  });

  it('uses the theme’s own accent when the project sets none', () => {
    expect(siteIcon({ accentColor: null, siteName: 'Acme' }).svg).to.include('fill="#0969da"');
  });

  it('writes the letter in whichever of white and black reads better on the accent', () => {
    expect(letterColourOn('#0969da')).to.equal('#ffffff');
    expect(letterColourOn('#ffd33d')).to.equal('#000000');
    expect(siteIcon({ accentColor: '#ffd33d', siteName: 'Bee' }).svg).to.include('fill="#000000">B</text>');
    for (const accent of ['#000000', '#ffffff', '#777777', '#ff0000', '#00ff00']) expect(contrast(letterColourOn(accent), accent)).to.be.at.least(4.5);
  });

  it('escapes the letter and skips what is not a letter; a name without one gets a plain dot', () => {
    expect(siteIcon({ accentColor: '#aa3300', siteName: '<&"> été' }).svg)
      .to.include('>É</text>')
      .and.not.include('<&');
    expect(siteIcon({ accentColor: '#aa3300', siteName: '  42 ways' }).svg).to.include('>4</text>');
    const plain = siteIcon({ accentColor: '#aa3300', siteName: '<>&"\'' });
    expect(plain.svg).to.include('<circle cx="32" cy="32" r="12" fill="#ffffff"/>').and.not.include('<text');
  });

  it('changes its name when the accent or the name changes, and only then', () => {
    const one = siteIcon({ accentColor: '#aa3300', siteName: 'Acme' }).path;
    expect(siteIcon({ accentColor: '#aa3300', siteName: 'Acme' }).path).to.equal(one);
    expect(siteIcon({ accentColor: '#aa3301', siteName: 'Acme' }).path).to.not.equal(one);
    expect(siteIcon({ accentColor: '#aa3300', siteName: 'Beta' }).path).to.not.equal(one);
  });
});

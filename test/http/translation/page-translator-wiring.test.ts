import { expect } from 'chai';
import { PageTranslator, type PageToTranslate } from '../../../application/translation/page-translator.js';
import { TEAM } from '../../support/fixtures.js';
import { GeminiTranslationStandIn } from '../../support/stand-ins/gemini-translation.js';
import { TestApp } from '../../support/test-app.js';

const KEY = 'wiring-key';
const MODEL = 'gemini-2.5-flash';
const page = (projectId: string): PageToTranslate => ({
  project_id: projectId,
  metadata: { title: 'Acme opening hours' },
  content: 'We open at **nine**. See [the map](/map).\n',
  fields: [],
});

/** The service's PageTranslator as TRANSLATOR_PROVIDER wires it, with the glossary managers write over the API. */
describe('HTTP translation: the page translator as configured', () => {
  it('with TRANSLATOR_PROVIDER=gemini, translates through the Gemini API, keeping the project’s glossary terms', async () => {
    const standIn = await GeminiTranslationStandIn.start({ apiKey: KEY, model: MODEL });
    const app = await TestApp.start({ env: { TRANSLATOR_PROVIDER: 'gemini', GEMINI_API_KEY: KEY, GEMINI_BASE_URL: standIn.url } });
    try {
      const project = await app.createProject(TEAM.admin);
      await app.request('PUT', `/api/projects/${project}/glossary`, { as: TEAM.admin, body: { terms: [{ term: 'Acme' }] } });
      const outcome = await app.get<PageTranslator>(PageTranslator).translate(page(project), { from: 'en', to: 'ar' });
      expect(outcome).to.deep.equal({
        kind: 'translated',
        page: { metadata: { title: '[ar] Acme opening hours' }, content: '[ar] We open at **nine**. See [the map](/map).\n', left_to_translate: [] },
      });
      expect(standIn.segments()).to.deep.equal([['⟦0⟧ opening hours', 'We open at ⟦0⟧nine⟦1⟧. See ⟦2⟧the map⟦3⟧.']]);
    } finally {
      await app.stop();
      await standIn.stop();
    }
  });

  it('by default, sends nothing anywhere and leaves every part for a person', async () => {
    const app = await TestApp.start();
    try {
      const project = await app.createProject(TEAM.admin);
      const source = page(project);
      expect(await app.get<PageTranslator>(PageTranslator).translate(source, { from: 'en', to: 'ar' })).to.deep.equal({
        kind: 'translated',
        page: { metadata: source.metadata, content: source.content, left_to_translate: ['title', 'content'] },
      });
    } finally {
      await app.stop();
    }
  });
});

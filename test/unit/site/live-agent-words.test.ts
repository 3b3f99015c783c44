import { expect } from 'chai';
import { ENGLISH, speechOf } from '../../../clients/live-agent/strings.js';
import { TRANSLATIONS } from '../../../clients/live-agent/translations.js';
import { agentRoot } from '../../../infrastructure/site/render/agent.js';
import { themeStrings } from '../../../infrastructure/site/render/theme/strings.js';

/** The languages the site theme speaks. */
const THEME_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'ar', 'he', 'ja', 'zh'];

/**
 * The live agent's words: the launcher's come from the theme (the published page carries them),
 * the conversation frame's from its own table, and after a language switch the frame hands the
 * launcher its words: both tables say the same, in every language of the theme.
 */
describe('Live agent words: the frame speaks every language of the theme, as the theme does', () => {
  it('has every word in every language of the theme, and the launcher’s words are the theme’s', async () => {
    for (const language of THEME_LANGUAGES) {
      const { strings } = await speechOf(language);
      const theme = themeStrings(language);
      expect(language === 'en' || strings !== ENGLISH, `${language} has its own words`).to.equal(true);
      expect(Object.keys(strings).sort(), language).to.deep.equal(Object.keys(ENGLISH).sort());
      for (const [key, value] of Object.entries(strings)) expect(value.trim(), `${language}.${key}`).not.to.equal('');
      expect([strings.title, strings.talk, strings.lead], language).to.deep.equal([theme.liveAgent, theme.talkWithUs, theme.liveAgentLead]);
    }
    expect(Object.keys(TRANSLATIONS).sort()).to.deep.equal(THEME_LANGUAGES.filter((l) => l !== 'en').sort());
  });

  it('writes Arabic and Hebrew right to left, keeps a region subtag, and speaks English for a language the theme does not', async () => {
    expect(await speechOf('ar')).to.deep.include({ lang: 'ar', dir: 'rtl' });
    expect(await speechOf('he')).to.deep.include({ lang: 'he', dir: 'rtl' });
    expect(await speechOf('pt-BR')).to.deep.include({ lang: 'pt-BR', dir: 'ltr', strings: TRANSLATIONS.pt });
    expect(await speechOf('sw')).to.deep.equal({ lang: 'en', dir: 'ltr', strings: ENGLISH });
    expect(await speechOf('')).to.deep.equal({ lang: 'en', dir: 'ltr', strings: ENGLISH });
  });

  it('puts the launcher’s words on the agent’s element in the page’s language, escaped', () => {
    const agent = {
      placement: 'widget',
      projectId: 'p1',
      slug: null,
      scriptUrl: '/assets/live-agent.js',
      heading: '',
      text: '',
      launcherOffset: null,
    } as const;
    expect(agentRoot(agent, 'ar')).to.equal(
      '<div class="live-agent" data-live-agent="widget" data-project-id="p1" data-label-title="المساعد المباشر" data-label-talk="تحدّث معنا" ' +
        'data-label-lead="اطرح سؤالًا، أو أخبرنا عن نفسك: بالصوت، أو بالكتابة."></div>',
    );
    expect(agentRoot(agent, 'fr')).to.include('data-label-lead="Posez une question, ou parlez-nous de vous : à voix haute, ou par écrit."');
  });
});

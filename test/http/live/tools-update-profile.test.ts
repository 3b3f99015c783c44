import { expect } from 'chai';
import { Translator } from '../../../application/translation/ports.js';
import { ENGLISH_LABELS } from '../../../domain/translation/labels.js';
import { FakeClock } from '../../support/fake-clock.js';
import { FakeTranslator } from '../../support/fakes/translation.js';
import { TranslatorStandIn } from '../../support/stand-ins/translator.js';
import { TestApp } from '../../support/test-app.js';
import { EXECUTE, live, liveProject } from './live-helpers.js';

const updateProfile = (app: TestApp, as: string, project: string, args?: Record<string, unknown>) =>
  live(app, EXECUTE, as, project, args === undefined ? { tool_name: 'update_profile' } : { tool_name: 'update_profile', args });

describe('HTTP update_profile [embedded catalog translator]', () => {
  let app: TestApp;
  let project: string;
  before(async () => {
    app = await TestApp.start({ clock: new FakeClock('2030-03-01T10:00:00.000Z') });
    project = await liveProject(app, 'alice');
    await app.addMember(project, 'alice', 'bob', 'member', true);
  });
  after(() => app.stop());

  it('with no args returns the current profile and its card, writing nothing', async () => {
    const response = await updateProfile(app, 'alice', project);
    expect(response.status).to.equal(200);
    expect(response.body.result).to.match(/^Current profile: /);
    expect(response.body.widget).to.deep.equal({
      type: 'card',
      card_id: 'profile_card',
      template_id: 'profile_card_v1',
      dir: 'ltr',
      data: { first_name: null, last_name: null, pronoun: 'unspecified', phone: null, contact_email: null, language: 'en', language_label: 'English' },
      labels: ENGLISH_LABELS.card_labels,
      pronoun_labels: ENGLISH_LABELS.pronoun_labels,
    });
  });

  it('saves the valid fields, reports the invalid ones, and keeps them per user', async () => {
    const response = await updateProfile(app, 'alice', project, {
      first_name: '  Ada ',
      last_name: '',
      pronoun: 'she/her',
      phone: '415 555 2671',
      contact_email: 'nope',
      shoe_size: 38,
    });
    expect(response.status).to.equal(200);
    expect(response.body.result).to.equal(
      'Saved first name, last name, pronouns and phone number. Not accepted: contact_email must be an email address with an @. ' +
        'Ask the caller to say it again. Ignored unknown argument: shoe_size.',
    );
    expect(response.body.widget.data).to.deep.include({ first_name: 'Ada', last_name: null, pronoun: 'she_her', phone: '+14155552671', contact_email: null });

    const bob = await updateProfile(app, 'bob', project);
    expect(bob.body.widget.data.first_name, "bob's own profile").to.equal(null);
    const again = await updateProfile(app, 'alice', project);
    expect(again.body.widget.data).to.include({ first_name: 'Ada', phone: '+14155552671' });
  });

  it('switches the language: the result names it, the card is labelled and laid out in it', async () => {
    const french = await updateProfile(app, 'alice', project, { language: 'Français' });
    expect(french.body.result).to.equal('Language set to French (fr). Continue the conversation in French.');
    expect(french.body.widget).to.deep.include({ dir: 'ltr' });
    expect(french.body.widget.data).to.include({ language: 'fr', language_label: 'French' });
    expect(french.body.widget.labels).to.deep.equal({
      profile: 'Profil',
      first_name: 'Prénom',
      pronoun: 'Pronoms',
      email: 'E-mail',
      phone: 'Téléphone',
      language: 'Langue',
    });
    expect(french.body.widget.pronoun_labels).to.deep.equal({ she_her: 'Elle', he_him: 'Il', they_them: 'Iel', unspecified: 'Non précisé' });

    const arabic = await updateProfile(app, 'alice', project, { language: 'العربية' });
    expect(arabic.body.widget.dir).to.equal('rtl');
    expect(arabic.body.widget.labels.first_name).to.equal('الاسم الأول');
    expect(arabic.body.widget.data.language_label).to.equal('Arabic');
  });

  it('reads a local number in the country of the profile language', async () => {
    await updateProfile(app, 'bob', project, { language: 'de' });
    const response = await updateProfile(app, 'bob', project, { phone: '030 1234567' });
    expect(response.body.widget.data.phone).to.equal('+49301234567');
  });

  it('answers English labels for a language the catalog does not cover, and still switches', async () => {
    const response = await updateProfile(app, 'bob', project, { language: 'Basque' });
    expect(response.status).to.equal(200);
    expect(response.body.result).to.equal('Language set to Basque (eu). Continue the conversation in Basque.');
    expect(response.body.widget.labels).to.deep.equal(ENGLISH_LABELS.card_labels);
  });
});

describe('HTTP update_profile [counting translator]', () => {
  let app: TestApp;
  let project: string;
  const translator = new FakeTranslator();
  before(async () => {
    app = await TestApp.start({ overrides: [{ token: Translator, value: translator }] });
    project = await liveProject(app, 'alice');
  });
  after(() => app.stop());

  it('translates a language once per project; later switches are served from the store', async () => {
    for (const language of ['ja', 'es', 'ja', 'es', 'en', 'ja']) {
      const response = await updateProfile(app, 'alice', project, { language });
      expect(response.status).to.equal(200);
    }
    expect(translator.callsFor('ja')).to.equal(1);
    expect(translator.callsFor('es')).to.equal(1);
    const last = await updateProfile(app, 'alice', project);
    expect(last.body.widget.labels.first_name).to.equal('[ja] First name');
  });

  it('falls back to English when the translator fails, and translates on a later switch', async () => {
    translator.mode = 'throw';
    const failed = await updateProfile(app, 'alice', project, { language: 'he' });
    expect(failed.status).to.equal(200);
    expect(failed.body.result).to.equal('Language set to Hebrew (he). Continue the conversation in Hebrew.');
    expect(failed.body.widget).to.deep.include({ dir: 'rtl', labels: ENGLISH_LABELS.card_labels });
    translator.mode = 'ok';
    const later = await updateProfile(app, 'alice', project, { language: 'he' });
    expect(later.body.widget.labels.first_name).to.equal('[he] First name');
  });
});

describe('HTTP update_profile [LibreTranslate adapter, loopback stand-in]', () => {
  let standIn: TranslatorStandIn;
  let app: TestApp;
  let project: string;
  before(async () => {
    standIn = await TranslatorStandIn.start({ apiKey: 'k-123' });
    app = await TestApp.start({ env: { TRANSLATOR_PROVIDER: 'http', TRANSLATOR_URL: standIn.url, TRANSLATOR_API_KEY: 'k-123' } });
    project = await liveProject(app, 'alice');
  });
  after(async () => {
    await app.stop();
    await standIn.stop();
  });

  it('translates through the configured API before answering, once per language', async () => {
    const response = await updateProfile(app, 'alice', project, { language: 'German' });
    expect(response.body.widget.labels.first_name).to.equal('[de] First name');
    expect(standIn.requests).to.have.length(1);
    expect(standIn.requests[0]!.body).to.include({ source: 'en', target: 'de', format: 'text', api_key: 'k-123' });
    await updateProfile(app, 'alice', project, { language: 'en' });
    await updateProfile(app, 'alice', project, { language: 'German' });
    expect(standIn.requests).to.have.length(1);
  });

  it('answers English labels when the API is down', async () => {
    standIn.failWith(503);
    const response = await updateProfile(app, 'alice', project, { language: 'fr' });
    expect(response.status).to.equal(200);
    expect(response.body.widget.labels).to.deep.equal(ENGLISH_LABELS.card_labels);
    standIn.failWith(null);
  });
});

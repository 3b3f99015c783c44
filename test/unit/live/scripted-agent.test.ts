import { expect } from 'chai';
import { answerFromTool, OFFLINE_NOTE, replyTo } from '../../../adapters/live-voice/scripted-agent.js';
import { NOTHING_FOUND } from '../../../application/live/tools/ask.js';
import { ALREADY_CONNECTED, CALL_FAILED } from '../../../application/live/tools/transfer-to-manager.js';
import { SPEECH_RATE, synthesise } from '../../../adapters/live-voice/speech.js';
import { CALLS_SPENT_SAY, callsSpentResult, WRITES_SPENT_SAY, writesSpentResult } from '../../../domain/live/tool-allowance.js';

const ALL = new Set(['update_profile', 'ask', 'transfer_to_manager']);

describe('The offline scripted agent', () => {
  it('turns the profile phrases into update_profile calls', () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['my name is Ada', { first_name: 'Ada' }],
      ['Hi, my name is José Álvarez.', { first_name: 'José', last_name: 'Álvarez' }],
      ['switch to Arabic', { language: 'Arabic' }],
      ['Could you change the language to French?', { language: 'French' }],
      ['speak German', { language: 'German' }],
      ['my email is Ada@Example.com.', { contact_email: 'Ada@Example.com' }],
      ['my phone number is +44 20 7946 0958', { phone: '+44 20 7946 0958' }],
      ['my pronouns are they/them', { pronoun: 'they/them' }],
      ['show my profile', {}],
    ];
    for (const [utterance, args] of cases) expect(replyTo(utterance, ALL), utterance).to.deep.equal([{ kind: 'call', name: 'update_profile', args }]);
  });

  it('asks the site a question, calls the manager, greets, drops and hangs up on request', () => {
    expect(replyTo('Where are you?', ALL)).to.deep.equal([{ kind: 'call', name: 'ask', args: { question: 'Where are you?' } }]);
    expect(replyTo('how do returns work', ALL)).to.deep.equal([{ kind: 'call', name: 'ask', args: { question: 'how do returns work' } }]);
    expect(replyTo('I want to talk to a person', ALL)).to.deep.equal([{ kind: 'call', name: 'transfer_to_manager', args: {} }]);
    expect(replyTo('The visitor has opened the conversation. Greet them by saying: Hello there', ALL)).to.deep.equal([
      { kind: 'say', text: 'Hello there' },
      { kind: 'say', text: OFFLINE_NOTE },
    ]);
    expect(replyTo('The visitor has opened the conversation. Greet them briefly.', ALL)[0]).to.deep.equal({
      kind: 'say',
      text: 'Hello! How can I help you today?',
    });
    expect(replyTo('Simulate a drop', ALL).at(-1)).to.deep.equal({ kind: 'drop' });
    expect(replyTo('bye now', ALL).at(-1)).to.deep.equal({ kind: 'hang_up' });
    expect(replyTo('   ', ALL)).to.deep.equal([]);
  });

  describe("answers from a tool's result in its own words, never reading the result out", () => {
    const passages =
      "Best matching passages from the project's pages:\n" +
      '1. From the page "Opening hours" (slug: hours, en): We open at nine, every day.\n' +
      '2. From the page "Contact" (slug: contact, en, section "Shop"): Call us any time.\n' +
      'Answer from these passages only.';

    it('ask: what the pages say, naming them; or that the site does not say', () => {
      const answer = answerFromTool('ask', { output: passages });
      expect(answer).to.equal('Here is what the page "Opening hours" says: We open at nine, every day. And the page "Contact": Call us any time.');
      expect(answer).not.to.contain('Answer from these passages only');
      expect(answerFromTool('ask', { output: NOTHING_FOUND })).to.equal(
        'I could not find that on this website. If you know the answer, tell me and I will pass it on to the team.',
      );
      expect(answerFromTool('ask', { output: 'Could not search: question must be text. Ask the caller to repeat the question.' })).to.equal(
        'Sorry, I did not catch the question. Could you ask it again?',
      );
    });

    it('update_profile: what it saved, what it could not take, the language it switched to', () => {
      expect(answerFromTool('update_profile', { output: 'Saved first name and last name.' })).to.equal(
        'Thank you, I have saved your first name and last name.',
      );
      expect(
        answerFromTool('update_profile', {
          output:
            'Nothing was saved. Not accepted: contact_email must be an email address with an @; phone must be a phone number. Ask the caller to say them again.',
        }),
      ).to.equal('Sorry, I could not take your email address and phone number. Could you say it again?');
      expect(answerFromTool('update_profile', { output: 'Language set to Arabic (ar). Continue the conversation in Arabic.' })).to.equal(
        'I have switched to Arabic.',
      );
      expect(answerFromTool('update_profile', { output: 'Current profile: first name Ada, last name not set.' })).to.equal('Here is your profile.');
    });

    it('answer and transfer_to_manager: what happens next, for the person', () => {
      expect(answerFromTool('answer', { output: 'Recorded the question and its answer in the FAQ draft for a manager to review and publish.' })).to.equal(
        'Thank you, I have passed that on to the team.',
      );
      expect(
        answerFromTool('transfer_to_manager', { output: 'The manager is being called now. The caller hears hold music until the manager answers.' }),
      ).to.match(/^I am calling the manager now\./);
      expect(answerFromTool('transfer_to_manager', { output: ALREADY_CONNECTED })).to.equal('You are already connected with the manager.');
      expect(answerFromTool('transfer_to_manager', { output: CALL_FAILED })).to.equal(
        'I cannot put you through to the manager right now. I can take a message for the team instead.',
      );
    });

    it('says the words a spent allowance gives, whatever the tool', () => {
      expect(answerFromTool('ask', { output: callsSpentResult(100) })).to.equal(CALLS_SPENT_SAY);
      expect(answerFromTool('answer', { output: writesSpentResult(10) })).to.equal(WRITES_SPENT_SAY);
    });

    it('says an error in the service\'s words, and "Done." for what it does not know', () => {
      expect(answerFromTool('ask', { error: 'Nope' })).to.equal('That did not work: Nope');
      expect(answerFromTool('something_else', { output: 'Whatever the model is told.' })).to.equal('Done.');
    });
  });

  it('speaks in 200 ms pieces of 16-bit PCM at 24 kHz, at most 6 seconds long', () => {
    const chunks = synthesise('one two three');
    expect(chunks.slice(0, -1).every((chunk) => chunk.length === (SPEECH_RATE / 5) * 2)).to.equal(true);
    const long = synthesise('word '.repeat(500));
    expect(long.reduce((sum, chunk) => sum + chunk.length, 0)).to.equal(6 * SPEECH_RATE * 2);
    expect(synthesise('')).to.deep.equal([]);
  });
});

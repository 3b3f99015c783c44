import { expect } from 'chai';
import { OFFLINE_NOTE, replyTo, speakToolAnswer } from '../../../adapters/live-voice/scripted-agent.js';
import { SPEECH_RATE, synthesise } from '../../../adapters/live-voice/speech.js';

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

  it('speaks a tool answer: its output, its error, or "Done."', () => {
    expect(speakToolAnswer({ output: 'Saved.' })).to.equal('Saved.');
    expect(speakToolAnswer({ error: 'Nope' })).to.equal('That did not work: Nope');
    expect(speakToolAnswer({ result: 42 })).to.equal('Done.');
  });

  it('speaks in 200 ms pieces of 16-bit PCM at 24 kHz, at most 6 seconds long', () => {
    const chunks = synthesise('one two three');
    expect(chunks.slice(0, -1).every((chunk) => chunk.length === (SPEECH_RATE / 5) * 2)).to.equal(true);
    const long = synthesise('word '.repeat(500));
    expect(long.reduce((sum, chunk) => sum + chunk.length, 0)).to.equal(6 * SPEECH_RATE * 2);
    expect(synthesise('')).to.deep.equal([]);
  });
});

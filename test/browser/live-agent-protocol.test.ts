import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { describeBrowser } from './support/chromium.js';
import { useBrowser } from './support/fixture.js';
import { agent, agentState, liveSessions, startTalking, VoiceWorld } from './live-agent-world.js';

/**
 * What the page sends and how it takes what the voice AI sends, checked at the Gemini Live
 * stand-in, which sees every message: the setup, the microphone audio, tool answers to calls
 * that are malformed, unknown or cancelled, interruptions, and a close 1007.
 */
describeBrowser('Browser: the live agent speaking the Gemini Live protocol (loopback stand-in)', function () {
  this.timeout(60_000);
  // The suite's service is the voice world's own (the Gemini stand-in).
  const fixture = useBrowser({ app: null, context: { permissions: ['microphone'] } });
  let world: VoiceWorld;
  let widgetPage: string;
  let page: Page;
  let visitors = 0;

  before(async function () {
    this.timeout(60_000);
    world = await VoiceWorld.start('gemini', 10);
    widgetPage = await world.publishWith('widget');
  });
  after(async () => {
    await world?.stop();
  });
  beforeEach(() => {
    page = fixture.page;
  });

  /** A conversation started by a visitor of its own, and its stand-in session. */
  async function talking() {
    const visitor = `visitor-${++visitors}`;
    await world.addVisitor(visitor);
    await page.goto(widgetPage);
    const index = liveSessions(world);
    await startTalking(page, visitor);
    return world.session(index);
  }

  it('opens with the setup the token is for, and streams the microphone as 100 ms of 16 kHz PCM16', async () => {
    const session = await talking();
    expect(session.setup).to.deep.include({
      model: 'models/gemini-live-browser-test-model',
      generationConfig: { responseModalities: ['AUDIO'], speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: 'Kore' } } } },
      outputAudioTranscription: {},
      sessionResumption: {},
    });
    expect(session.setup.tools[0].functionDeclarations.map((d: any) => d.name)).to.deep.equal(['update_profile', 'ask', 'answer', 'transfer_to_manager']);
    expect(session.setup.systemInstruction.parts[0].text).to.include('live voice assistant');
    const audio = await session.waitFor((m) => m.realtimeInput?.audio !== undefined);
    expect(audio.realtimeInput.audio.mimeType).to.equal('audio/pcm;rate=16000');
    expect(Buffer.from(audio.realtimeInput.audio.data, 'base64').length).to.equal(3200);
  });

  it('answers malformed and unknown tool calls with tool errors, and leaves cancelled ones unanswered', async () => {
    const session = await talking();
    await agentState(page)
      .filter({ hasText: /Listening|Speaking/ })
      .waitFor();
    const answers = await session.toolCall([
      { id: 'no-name', name: 42, args: {} },
      { id: 'bad-args', name: 'update_profile', args: 'first_name=Ada' },
      { id: 'unknown', name: 'open_the_pod_bay_doors', args: {} },
      { id: 'fine', name: 'update_profile', args: { first_name: 'Ada' } },
    ]);
    expect(answers.map((a) => a.response)).to.deep.equal([
      { error: 'Malformed tool call: the name is not a function name.' },
      { error: 'Malformed tool call: args must be an object.' },
      { error: 'Unknown tool: open_the_pod_bay_doors' },
      { output: 'Saved first name.' },
    ]);
    await agent(page).locator('section[data-card-id="profile_card"]').getByText('Ada').waitFor();

    session.send({ toolCall: { functionCalls: [{ id: 'slow', name: 'ask', args: { question: 'Opening hours?' } }] } });
    session.send({ toolCallCancellation: { ids: ['slow'] } });
    const [after] = await session.toolCall([{ name: 'update_profile', args: {} }]);
    expect(after.response.output).to.match(/^Current profile: /);
    expect(session.received.some((m) => m.toolResponse?.functionResponses.some((r: any) => r.id === 'slow'))).to.equal(false);
    expect(await agentState(page).textContent()).to.match(/Listening|Speaking/);
  });

  it('stops playing at an interruption, and picks the conversation up after a close 1007 with the handle cleared', async () => {
    const session = await talking();
    await agentState(page)
      .filter({ hasText: /Listening|Speaking/ })
      .waitFor();
    // A minute of audio: only the interruption can bring the agent back to listening in time.
    for (let second = 0; second < 60; second++)
      session.send({
        serverContent: { modelTurn: { parts: [{ inlineData: { mimeType: 'audio/pcm;rate=24000', data: Buffer.alloc(48_000).toString('base64') } }] } },
      });
    await agentState(page).filter({ hasText: 'Speaking' }).waitFor();
    session.send({ serverContent: { interrupted: true } });
    await agentState(page).filter({ hasText: 'Listening' }).waitFor();

    const resumes: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/live/session/resume') && resumes.push(request.url()));
    const next = liveSessions(world);
    session.resumptionUpdate('handle-1');
    session.close(1007, 'Request contains an invalid argument.');
    const resumed = await world.session(next);
    expect(resumes).to.have.length(1);
    expect(resumed.setup.sessionResumption).to.deep.equal({});
    expect(resumed.token).not.to.equal(session.token);
    await agentState(page)
      .filter({ hasText: /Listening|Speaking/ })
      .waitFor();
  });

  it('ends when the voice AI closes normally, and says so when it refuses the session (1008)', async () => {
    const first = await talking();
    await agentState(page)
      .filter({ hasText: /Listening|Speaking/ })
      .waitFor();
    first.close(1000);
    await agentState(page).filter({ hasText: 'Conversation ended' }).waitFor();
    const index = liveSessions(world);
    await agent(page).getByRole('button', { name: 'Start again' }).click();
    const second = await world.session(index);
    second.close(1008, 'Quota exceeded for this project.');
    await agent(page).getByRole('alert').filter({ hasText: 'The voice service refused the conversation: Quota exceeded for this project.' }).waitFor();
    await agentState(page).filter({ hasText: 'Conversation ended' }).waitFor();
  });
});

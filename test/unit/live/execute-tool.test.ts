import 'reflect-metadata';
import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { Container } from 'inversify';
import { ExecuteTool } from '../../../application/live/execute-tool.js';
import { LiveAccess, type LiveContext } from '../../../application/live/live-access.js';
import { LiveTool } from '../../../application/live/live-tool.js';
import { authenticated } from '../../../application/live/live-caller.js';
import { newProject } from '../../../domain/projects/project.js';
import { forbidden, rateLimited } from '../../../domain/shared/errors.js';
import { newLiveSession } from '../../../domain/live/live-session.js';
import { callsSpentResult, tooFastMessage, writesSpentResult, type ToolAllowance } from '../../../domain/live/tool-allowance.js';
import { LiveSessionLedger } from '../../../application/live/ports.js';
import { PublicToolAllowance, PublicToolCalls } from '../../../application/live/public-tool-calls.js';
import { Clock } from '../../../application/shared/ports.js';
import { leftOf, rightOf } from '../../support/expect.js';
import { FakeClock } from '../../support/fake-clock.js';
import { InMemoryLiveSessionLedger } from '../../support/fakes/live.js';

const alice = authenticated({ kind: 'user', userId: 'alice', email: null });
const project = { ...newProject({ id: 'p1', name: 'P', defaultLanguage: 'en', now: new Date(), trialDays: 14 }), modules: { voice: true, onboarding: false } };
const membership = { project_id: 'p1', user_id: 'alice', role: 'member', provisioned: true, created_at: '' } as const;
const context: LiveContext = { kind: 'member', project, speaker: { kind: 'member', userId: 'alice', membership } };
const allowAll = { require: async () => E.right(context) } as unknown as LiveAccess;

/** A public visitor, let in by the access rule; and its session's allowance. */
const visitor = { kind: 'visitor', token: 'lvv_x', address: '203.0.113.7' } as const;
const visitorSpeaker = { kind: 'visitor', visitorId: 'v1' } as const;
const publicContext: LiveContext = { kind: 'public', project, speaker: visitorSpeaker, address: 'ip:203.0.113.7' };
const allowance: { -readonly [K in keyof ToolAllowance]: ToolAllowance[K] } = { perSession: 2, writesPerSession: 1, perMinute: 100 };

/** The use case resolved the way the app resolves it: through the container's multi-binding. */
function resolve(tools: LiveTool[], access: LiveAccess = allowAll, ledger = new InMemoryLiveSessionLedger()): ExecuteTool {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(LiveAccess).toConstantValue(access);
  for (const tool of tools) container.bind(LiveTool).toConstantValue(tool);
  container.bind(LiveSessionLedger).toConstantValue(ledger);
  container.bind(PublicToolAllowance).toConstantValue(allowance);
  container.bind(Clock).toConstantValue(new FakeClock('2030-03-04T10:00:00.000Z'));
  container.bind(PublicToolCalls).toSelf();
  container.bind(ExecuteTool).toSelf();
  return container.get(ExecuteTool);
}

const call = (tool_name: string, args?: Record<string, unknown>) => ({ projectId: 'p1', tool_name, ...(args && { args }) });

describe('ExecuteTool', () => {
  it('resolves with no tool bound at all, and then knows none', async () => {
    const useCase = resolve([]);
    expect(await useCase.execute(alice, call('update_profile'))).to.deep.equal(E.left({ _tag: 'Invalid', message: 'Unknown tool: update_profile' }));
  });

  it('refuses two tools under one name', () => {
    const tool: LiveTool = { name: 'twice', run: async () => ({ result: '' }) };
    expect(() => resolve([tool, { ...tool }])).to.throw('Two live tools are bound under the name "twice"');
  });

  it('checks access before looking at the tool', async () => {
    const denied = { require: async () => E.left(forbidden('User is not a member of this project')) } as unknown as LiveAccess;
    expect(await resolve([], denied).execute(alice, call('anything'))).to.deep.equal(E.left(forbidden('User is not a member of this project')));
  });

  it('answers a throwing tool as an Internal failure: the cause is for the log, never the caller', async () => {
    const cause = new Error('secret');
    const useCase = resolve([
      {
        name: 'bad',
        run: async () => {
          throw cause;
        },
      },
    ]);
    const result = await useCase.execute(alice, call('bad'));
    expect(result).to.deep.equal(
      E.left({
        _tag: 'Internal',
        message: 'Tool execution failed',
        cause,
        details: { event: 'live tool failed', tool: 'bad', project_id: 'p1', user_id: 'alice' },
      }),
    );
  });

  describe("a public visitor's calls count on its session's allowance", () => {
    const ran: string[] = [];
    const tools: LiveTool[] = [
      { name: 'ask', run: async () => (ran.push('ask'), { result: 'passages' }) },
      { name: 'answer', writes: true, run: async () => (ran.push('answer'), { result: 'Recorded.' }) },
      { name: 'confirm', run: async () => (ran.push('confirm'), { result: 'Confirmed.' }) },
    ];
    const asPublic = { require: async () => E.right(publicContext) } as unknown as LiveAccess;
    const withSession = async () => {
      const ledger = new InMemoryLiveSessionLedger();
      const session = newLiveSession({ id: 's1', projectId: 'p1', userId: 'visitor:v1', kind: 'start', at: new Date('2030-03-04T09:59:00.000Z') });
      await ledger.reservePublic({ ...session, address: 'a' }, { perProject: 10, perAddress: 10 });
      return ledger;
    };
    beforeEach(() => (ran.length = 0));

    it('runs the tools within it, then answers what the agent says instead of running them', async () => {
      const useCase = resolve(tools, asPublic, await withSession());
      expect(await useCase.execute(visitor, call('answer'))).to.deep.equal(E.right({ result: 'Recorded.' }));
      expect(rightOf(await useCase.execute(visitor, call('answer'))).result).to.equal(writesSpentResult(1));
      expect(await useCase.execute(visitor, call('ask'))).to.deep.equal(E.right({ result: 'passages' }));
      expect(await useCase.execute(visitor, call('ask'))).to.deep.equal(E.right({ result: callsSpentResult(2) }));
      expect(ran).to.deep.equal(['answer', 'ask']);
    });

    it('answers a 429 when the calls come too fast, and runs nothing', async () => {
      const useCase = resolve(tools, asPublic, await withSession());
      allowance.perMinute = 1;
      try {
        await useCase.execute(visitor, call('ask'));
        expect(await useCase.execute(visitor, call('ask'))).to.deep.equal(E.left(rateLimited(60, tooFastMessage(1))));
      } finally {
        allowance.perMinute = 100;
      }
      expect(ran).to.deep.equal(['ask']);
    });

    it('leaves a member’s calls uncounted, and counts no call that was refused for another reason', async () => {
      const ledger = await withSession();
      const member = resolve(tools, allowAll, ledger);
      for (let i = 0; i < 5; i++) expect(await member.execute(alice, call('ask'))).to.deep.equal(E.right({ result: 'passages' }));
      const useCase = resolve(tools, asPublic, ledger);
      expect(leftOf(await useCase.execute(visitor, call('confirm'))).message).to.equal('The confirm tool is not available to public visitors');
      expect(leftOf(await useCase.execute(visitor, call('nothing'))).message).to.equal('Unknown tool: nothing');
      expect(await useCase.execute(visitor, call('ask'))).to.deep.equal(E.right({ result: 'passages' }));
      expect(await useCase.execute(visitor, call('ask'))).to.deep.equal(E.right({ result: 'passages' }));
    });
  });

  it('omits widget when the tool has none', async () => {
    const useCase = resolve([{ name: 'plain', run: async () => ({ result: 'ok', widget: undefined }) }]);
    const result = await useCase.execute(alice, call('plain'));
    expect(Object.keys(rightOf(result))).to.deep.equal(['result']);
  });
});

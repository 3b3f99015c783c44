import 'reflect-metadata';
import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { Container } from 'inversify';
import { ExecuteTool } from '../../../application/live/execute-tool.js';
import { LiveAccess, type LiveContext } from '../../../application/live/live-access.js';
import { LiveTool } from '../../../application/live/live-tool.js';
import { authenticated } from '../../../application/live/live-caller.js';
import { newProject } from '../../../domain/projects/project.js';
import { forbidden } from '../../../domain/shared/errors.js';
import { rightOf } from '../../support/expect.js';

const alice = authenticated({ kind: 'user', userId: 'alice', email: null });
const project = { ...newProject({ id: 'p1', name: 'P', defaultLanguage: 'en', now: new Date(), trialDays: 14 }), modules: { voice: true, onboarding: false } };
const membership = { project_id: 'p1', user_id: 'alice', role: 'member', provisioned: true, created_at: '' } as const;
const context: LiveContext = { kind: 'member', project, speaker: { kind: 'member', userId: 'alice', membership } };
const allowAll = { require: async () => E.right(context) } as unknown as LiveAccess;

/** The use case resolved the way the app resolves it: through the container's multi-binding. */
function resolve(tools: LiveTool[], access: LiveAccess = allowAll): ExecuteTool {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(LiveAccess).toConstantValue(access);
  for (const tool of tools) container.bind(LiveTool).toConstantValue(tool);
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

  it('omits widget when the tool has none', async () => {
    const useCase = resolve([{ name: 'plain', run: async () => ({ result: 'ok', widget: undefined }) }]);
    const result = await useCase.execute(alice, call('plain'));
    expect(Object.keys(rightOf(result))).to.deep.equal(['result']);
  });
});

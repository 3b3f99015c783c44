import { expect } from 'chai';
import { actionOf, targetOf } from '../../../domain/activity/activity-entry.js';
import { MCP_TOOLS } from '../../../adapters/mcp/tools.js';
import { ROUTES } from '../../../adapters/http/routes.js';
import { routeWrites } from '../../../adapters/http/routing/run-context.js';

describe('Activity entries', () => {
  it('names an action after its use case, in snake_case', () => {
    expect(actionOf('SaveDraft')).to.equal('save_draft');
    expect(actionOf('PublishDryRun')).to.equal('publish_dry_run');
    expect(actionOf('GetMCPThing')).to.equal('get_mcp_thing');
  });

  it('finds the target in the path first, then a draft in the body, then what the write created, then the project', () => {
    expect(targetOf('restore_draft_version', { projectId: 'p', draftId: 'd', versionId: 'v' }, {}, {})).to.deep.equal({ type: 'draft', id: 'd' });
    expect(targetOf('update_member', { projectId: 'p', userId: 'u' }, {}, {})).to.deep.equal({ type: 'user', id: 'u' });
    expect(targetOf('save_draft', { projectId: 'p' }, { projectId: 'p', draftId: 'new' }, { draftId: 'd2' })).to.deep.equal({ type: 'draft', id: 'd2' });
    expect(targetOf('create_page', { projectId: 'p' }, { projectId: 'p' }, { id: 'page-1' })).to.deep.equal({ type: 'page', id: 'page-1' });
    expect(targetOf('confirm_publish', { projectId: 'p' }, { projectId: 'p' }, { publish_id: 'x' })).to.deep.equal({ type: 'publish', id: 'x' });
    expect(targetOf('publish_dry_run', { projectId: 'p' }, { projectId: 'p' }, { manifest: {} })).to.deep.equal({ type: 'project', id: 'p' });
  });

  it('sees a tool and the REST route of its use case agree on whether it writes (both are logged alike)', () => {
    for (const tool of MCP_TOOLS) {
      const routes = ROUTES.filter((route) => route.kind === 'use-case' && route.useCase === tool.useCase);
      for (const route of routes) {
        if (route.kind !== 'use-case') continue;
        expect(routeWrites(route), `${tool.name} vs ${route.method} ${route.path}`).to.equal(!tool.annotations.readOnlyHint);
      }
    }
  });
});

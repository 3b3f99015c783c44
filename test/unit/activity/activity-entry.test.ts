import { expect } from 'chai';
import { snakeCaseOf, activityView, targetOf } from '../../../domain/activity/activity-entry.js';
import { MCP_TOOLS } from '../../../adapters/mcp/tools.js';
import { ROUTES } from '../../../adapters/http/routes.js';
import { routeWrites } from '../../../adapters/http/routing/run-context.js';

describe('Activity entries', () => {
  it('names an action after its use case, in snake_case', () => {
    expect(snakeCaseOf('SaveDraft')).to.equal('save_draft');
    expect(snakeCaseOf('PublishDryRun')).to.equal('publish_dry_run');
    expect(snakeCaseOf('GetMCPThing')).to.equal('get_mcp_thing');
  });

  it('finds the target in the path first, then a draft in the body, then what the write created, then the project', () => {
    expect(targetOf('restore_draft_version', { projectId: 'p', draftId: 'd', versionId: 'v' }, {}, {})).to.deep.equal({ type: 'draft', id: 'd' });
    expect(targetOf('update_member', { projectId: 'p', userId: 'u' }, {}, {})).to.deep.equal({ type: 'user', id: 'u' });
    expect(targetOf('save_draft', { projectId: 'p' }, { projectId: 'p', draftId: 'new' }, { draftId: 'd2' })).to.deep.equal({ type: 'draft', id: 'd2' });
    expect(targetOf('create_page', { projectId: 'p' }, { projectId: 'p' }, { id: 'page-1' })).to.deep.equal({ type: 'page', id: 'page-1' });
    expect(targetOf('confirm_publish', { projectId: 'p' }, { projectId: 'p' }, { publish_id: 'x' })).to.deep.equal({ type: 'publish', id: 'x' });
    expect(targetOf('publish_dry_run', { projectId: 'p' }, { projectId: 'p' }, { manifest: {} })).to.deep.equal({ type: 'project', id: 'p' });
  });

  it('reads a draft from the body or from what the write created, skipping "new" and what is not a string', () => {
    expect(targetOf('save_draft', { projectId: 'p' }, { projectId: 'p', draftId: 'd1' }, { revision: 2 })).to.deep.equal({ type: 'draft', id: 'd1' });
    expect(targetOf('accept_proposal', { projectId: 'p' }, { projectId: 'p' }, { draftId: 'd3' })).to.deep.equal({ type: 'draft', id: 'd3' });
    expect(targetOf('save_draft', { projectId: 'p' }, { projectId: 'p', draftId: 5 }, {})).to.deep.equal({ type: 'project', id: 'p' });
    expect(targetOf('delete_thing', { projectId: 'p' }, { projectId: 'p' }, null)).to.deep.equal({ type: 'project', id: 'p' });
    expect(targetOf('delete_thing', { projectId: 'p' }, { projectId: 'p' }, 'done')).to.deep.equal({ type: 'project', id: 'p' });
  });

  it('takes the first string path parameter, typed after its key without its id suffix', () => {
    expect(targetOf('rename_video', { projectId: 'p', count: 5, videoId: 'v1' }, {}, {})).to.deep.equal({ type: 'video', id: 'v1' });
    expect(targetOf('remove_domain', { projectId: 'p', page_id: 'pg' }, {}, {})).to.deep.equal({ type: 'page', id: 'pg' });
  });

  it('types what a write created after the action, a publish as a publish, in the order the keys are looked for', () => {
    expect(targetOf('add_domain', { projectId: 'p' }, {}, { hostname: 'a.example', user_id: 'u' })).to.deep.equal({ type: 'domain', id: 'a.example' });
    expect(targetOf('create_page', { projectId: 'p' }, {}, { publish_id: 'x', id: 'page-1' })).to.deep.equal({ type: 'page', id: 'page-1' });
    expect(targetOf('run_release', { projectId: 'p' }, {}, { publish_id: 'x' })).to.deep.equal({ type: 'publish', id: 'x' });
    expect(targetOf('create_project', {}, {}, {})).to.deep.equal({ type: 'project', id: null });
    expect(targetOf('create_project', {}, { projectId: 7 }, {})).to.deep.equal({ type: 'project', id: null });
  });

  it('shows an entry without who it was on behalf of', () => {
    const entry = {
      id: 'e1',
      project_id: 'p',
      at: 't',
      actor: 'alice',
      on_behalf_of: null,
      via: 'api',
      action: 'save_draft',
      target: { type: 'draft', id: 'd' },
    };
    expect(activityView(entry as never)).to.deep.equal({
      id: 'e1',
      at: 't',
      actor: 'alice',
      via: 'api',
      action: 'save_draft',
      target: { type: 'draft', id: 'd' },
    });
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

import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { ROUTES } from '../../adapters/http/routes.js';
import { LOGGED_IN_PROJECT_ANSWERED } from '../../application/activity/activity-recorder.js';
import { routeWrites } from '../../adapters/http/routing/run-context.js';
import { MCP_TOOLS } from '../../adapters/mcp/tools.js';
import { HandleResumableUpload } from '../../application/media/handle-resumable-upload.js';
import { UploadImage } from '../../application/media/upload-image.js';
import { snakeCaseOf } from '../../domain/activity/activity-entry.js';
import { ROOT } from '../support/processes.js';

/**
 * The operations the activity log names, as the code logs them: every write of a use-case route
 * in a project (and `create_project` and `accept_invitation`, logged in the project they made or joined; a project's deletion takes
 * its log with it), every MCP tool that writes in a project, the hand-written upload routes, and
 * the release scheduler's runs. Live voice and public routes log nothing.
 */
function loggedOperations(): Map<string, Set<string>> {
  const logged = new Map<string, Set<string>>();
  const add = (operation: string, through: string) => logged.set(operation, (logged.get(operation) ?? new Set()).add(through));
  for (const route of ROUTES) {
    if (route.kind !== 'use-case' || route.live || route.public || !routeWrites(route)) continue;
    const { operation } = route.useCase;
    if ((route.path.includes(':projectId') || operation in LOGGED_IN_PROJECT_ANSWERED) && operation !== 'delete_project') add(operation, 'REST');
  }
  for (const tool of MCP_TOOLS) if (!tool.annotations.readOnlyHint && tool.project) add(tool.useCase.operation, 'MCP');
  // Hand-written routes that run their use case themselves (adapters/http/media/handlers.ts).
  add(UploadImage.operation, 'REST');
  add(HandleResumableUpload.operation, 'REST');
  // Releases that fell due (application/releases/run-due-releases.ts).
  add('run_release', 'scheduler');
  return logged;
}

/** The table under "Operations logged" in docs/workflow.md: its first column, action by action. */
function documentedOperations(): string[] {
  const doc = readFileSync(`${ROOT}docs/workflow.md`, 'utf8');
  const section = doc.slice(doc.indexOf('### Operations logged'));
  const table = section.slice(section.indexOf('\n| action |'), section.indexOf('\n\n', section.indexOf('\n| action |')));
  return [...table.matchAll(/^\| `([a-z_]+)` \|/gm)].map((match) => match[1]!);
}

describe('The activity log’s operations (docs/workflow.md)', () => {
  it('documents every operation the log names, and no other, once each', () => {
    const documented = documentedOperations();
    expect(documented, 'an operation listed twice').to.deep.equal([...new Set(documented)]);
    expect([...documented].sort()).to.deep.equal([...loggedOperations().keys()].sort());
  });

  it('names each operation after its use case’s class in the sources (a bundle renames classes: hence declared)', () => {
    for (const route of ROUTES) if (route.kind === 'use-case') expect(route.useCase.operation).to.equal(snakeCaseOf(route.useCase.name));
    for (const tool of MCP_TOOLS) expect(tool.useCase.operation).to.equal(snakeCaseOf(tool.useCase.name));
  });

  it('names each use case once: no two classes log under one operation', () => {
    const classes = new Map<string, unknown>();
    for (const route of ROUTES) {
      if (route.kind !== 'use-case') continue;
      const known = classes.get(route.useCase.operation);
      expect(known === undefined || known === route.useCase, `two use cases declare ${route.useCase.operation}`).to.equal(true);
      classes.set(route.useCase.operation, route.useCase);
    }
  });
});

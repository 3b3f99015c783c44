import type { Container } from 'inversify';
import type { McpTool } from '../mcp/tool.js';
import type { Route } from './routing/route.js';

/**
 * The start-up check of the route table and the MCP tools: every use case they name is bound
 * in the container (composition/modules/). A missing binding would otherwise surface as a 500
 * on the first request to that route, in production; here it stops the app from being built,
 * naming each route or tool and its use case.
 */
export function requireBoundUseCases(container: Container, routes: readonly Route[], tools: readonly McpTool[]): void {
  const declarations = [
    // A route its configuration leaves out of the table (`onlyIf`) runs nothing: it needs no binding.
    ...routes.flatMap((route) =>
      route.kind === 'use-case' && (route.onlyIf === undefined || route.onlyIf(container))
        ? [{ declaredBy: `Route ${route.method} ${route.path}`, useCase: route.useCase }]
        : [],
    ),
    ...tools.map((declared) => ({ declaredBy: `MCP tool ${declared.name}`, useCase: declared.useCase })),
  ];
  const unbound = declarations.filter(({ useCase }) => !container.isBound(useCase));
  if (unbound.length === 0) return;
  const lines = unbound.map(({ declaredBy, useCase }) => `${declaredBy} runs use case ${useCase.name}, which no module binds (composition/modules/)`);
  throw new Error(lines.join('\n'));
}

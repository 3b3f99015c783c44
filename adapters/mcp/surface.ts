import { PROMPTS } from './content/prompt-declarations.js';
import { RESOURCE_TEMPLATES } from './content/resource-templates.js';
import { MCP_TOOLS } from './tools.js';

/**
 * Everything `POST /mcp` offers, for the API description (`x-mcp`, beside the REST paths): each
 * tool with its input and output JSON Schemas and hints, the `content://` resource templates,
 * and the prompts with their arguments. The same declarations the endpoint serves, so the
 * reference cannot drift from `tools/list`, `resources/templates/list` and `prompts/list`.
 */
export function mcpSurface() {
  return {
    endpoint: '/mcp',
    tools: MCP_TOOLS.map(({ name, title, description, capability, inputSchema, outputSchema, annotations }) => ({
      name,
      title,
      description,
      capability,
      annotations,
      inputSchema,
      outputSchema,
    })),
    resourceTemplates: RESOURCE_TEMPLATES,
    prompts: PROMPTS,
  };
}

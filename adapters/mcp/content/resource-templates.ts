import type { ListResourceTemplatesResult } from '@modelcontextprotocol/server';

const MARKDOWN = 'text/markdown';
const JSON_TYPE = 'application/json';

/** The five URI shapes (api-contract.md, fifth wave); their variables are completed (completions.ts). */
export const RESOURCE_TEMPLATES: ListResourceTemplatesResult['resourceTemplates'] = [
  {
    uriTemplate: 'content://projects/{project_id}/pages/{language}/{slug}',
    name: 'page',
    title: 'Live page',
    description: 'A live page (public or unlisted) by language and slug: markdown with its fields as front matter, then the same page as JSON.',
    mimeType: MARKDOWN,
  },
  {
    uriTemplate: 'content://projects/{project_id}/drafts/{draft_id}',
    name: 'draft',
    title: 'Draft',
    description: 'A draft (managers and content:read clients): markdown, then the draft read as JSON (its approval included).',
    mimeType: MARKDOWN,
  },
  {
    uriTemplate: 'content://projects/{project_id}/templates/{template_id}',
    name: 'template',
    title: 'Doc template',
    description: 'A doc template: its metadata fields, their types, which are required (JSON).',
    mimeType: JSON_TYPE,
  },
  {
    uriTemplate: 'content://projects/{project_id}/site',
    name: 'site',
    title: 'Site',
    description: "The project's site: address, default language, site settings (for credentials that read settings) and navigation (JSON).",
    mimeType: JSON_TYPE,
  },
  {
    uriTemplate: 'content://projects/{project_id}/history',
    name: 'history',
    title: 'Publish history',
    description: 'The latest publishes, newest first: who published what, when (JSON).',
    mimeType: JSON_TYPE,
  },
];

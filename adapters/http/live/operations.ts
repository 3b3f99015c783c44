import { ErrorBody } from '../response-codecs.js';
import { HTML, json, type HandlerDoc } from '../routing/operation-doc.js';

export const LIVE_EMBED_PAGE: HandlerDoc = {
  operationId: 'getLiveAgentFrame',
  summary: 'The live agent’s conversation frame',
  description:
    'The page the live agent’s launcher frames on a project’s published site (docs/live-agent.md): the sign-in, the conversation, the ' +
    'microphone and the profile card, on the service’s origin, so that the person’s tokens never reach the site’s. Served under the strict ' +
    'policy of the service’s pages, whose `frame-ancestors` names only the project’s site origin (`site_url`) and its verified domains. ' +
    'It talks to the launcher by `postMessage`, with those origins only. Never cached.',
  parameters: [
    { name: 'project', in: 'query', required: true, description: 'The project whose agent it is.', schema: { type: 'string' } },
    {
      name: 'placement',
      in: 'query',
      required: true,
      description: 'Where the launcher shows it: `homepage`, `destination_page` (in the page), `widget` (a panel), `modal` (full screen).',
      schema: { type: 'string', enum: ['homepage', 'destination_page', 'widget', 'modal'] },
    },
    { name: 'lang', in: 'query', description: 'The language of the site’s page (BCP 47).', schema: { type: 'string' } },
    {
      name: 'page',
      in: 'query',
      description:
        'The path of the site’s page (`/en/delivery/`), passed on with each tool call: a question the agent cannot answer is recorded with it. ' +
        'Left out when it is not a path of at most 500 characters without spaces, `?` or `#`.',
      schema: { type: 'string' },
    },
  ],
  responses: {
    '200': { description: 'The page.', content: HTML },
    '400': { description: 'A placement that is not one of those, or a `lang` that is no language code.', content: json(ErrorBody) },
    '404': { description: 'No such project.', content: json(ErrorBody) },
  },
};

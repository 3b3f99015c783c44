/**
 * The reference page: swagger-ui (swagger-ui-dist, served from this service, no CDN) rendering
 * `/openapi.json`. No inline script or style, so the Content-Security-Policy allows nothing but
 * this service's own files: the initialiser is a file of its own (`/docs/init.js`).
 */

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Content service API reference</title>
    <link rel="stylesheet" href="/docs/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/docs/favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/docs/swagger-ui-bundle.js"></script>
    <script src="/docs/init.js"></script>
  </body>
</html>
`;

/**
 * Renders the description with "try it" against this service: the Authorize dialog offers the
 * security schemes (paste an ID token, or an API key and its project id). The document's server
 * is relative, so requests go to the service that served the page.
 */
export const DOCS_INIT = `'use strict';
window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
    filter: true,
    showExtensions: false,
    // No call to swagger.io's validator: nothing leaves this service.
    validatorUrl: null,
  });
});
`;

import type { Migration } from './index.js';

/**
 * The site theme's settings (`accent_color`, `logo_image_id`) join `settings.site`: every
 * stored project gets them, as null (the theme's own colour, no logo), so the stored JSON has
 * the shape the code reads and a query on them (the image delete's logo check) sees a value.
 */
export const siteTheme: Migration = {
  version: 13,
  name: 'site theme settings',
  sql: `
    UPDATE projects SET settings = json_set(settings,
      '$.site.accent_color', json_extract(settings, '$.site.accent_color'),
      '$.site.logo_image_id', json_extract(settings, '$.site.logo_image_id'));
  `,
};

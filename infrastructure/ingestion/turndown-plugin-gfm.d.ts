declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';

  /** Tables, strikethrough and task lists (GitHub Flavored Markdown), as a Turndown plugin. */
  export const gfm: TurndownService.Plugin;
  export const tables: TurndownService.Plugin;
  export const strikethrough: TurndownService.Plugin;
  export const taskListItems: TurndownService.Plugin;
}

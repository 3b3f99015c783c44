// The two markdown-it plugins the site renders with ship no types of their own.

declare module 'markdown-it-footnote' {
  import type MarkdownIt from 'markdown-it';
  /** GitHub/Pandoc footnotes: `text[^1]` and `[^1]: note`. */
  const footnote: (md: MarkdownIt) => void;
  export default footnote;
}

declare module 'markdown-it-task-lists' {
  import type MarkdownIt from 'markdown-it';
  /** GitHub task lists (`- [ ] open`, `- [x] done`): disabled checkboxes, wrapped in their label with `label`. */
  const taskLists: (md: MarkdownIt, options?: { enabled?: boolean; label?: boolean; labelAfter?: boolean }) => void;
  export default taskLists;
}

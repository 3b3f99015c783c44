/** What Edit Mode's page and its preview frame (preview-frame.ts) say to each other: types only, so neither bundle holds the other. */
export type PreviewFrameMessage =
  /** Frame → page: the reader scrolled the preview to `y`. */
  | { readonly type: 'edit-mode-preview:scroll'; readonly y: number }
  /** Page → frame: a new rendering is shown; scroll it to where the reader was. */
  | { readonly type: 'edit-mode-preview:restore'; readonly y: number };

import type { ToolAnnotations } from './tool.js';

/** An icon of `tools/list` (MCP 2025-11-25 `Icon`). */
export interface ToolIcon {
  readonly src: string;
  readonly mimeType: string;
  readonly sizes: readonly string[];
}

/** A 24 × 24 stroke glyph in the service's blue, as a data URI: no request leaves the client to show it. */
const glyph = (path: string): ToolIcon => ({
  src: `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#0b57d0" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></svg>`,
  ).toString('base64')}`,
  mimeType: 'image/svg+xml',
  sizes: ['any'],
});

/** An eye: reads change nothing. */
const READ = glyph('M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z');
/** A pencil: writes drafts only, nothing a visitor sees. */
const WRITE = glyph('M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4');
/** A warning triangle: changes what visitors see, or deletes. */
const DESTRUCTIVE = glyph('M12 3 2 21h20L12 3zM12 10v5M12 18h.01');

/** A tool's icon says at a glance what its annotations say: reads, writes, or changes the live site. */
export function iconsFor(annotations: ToolAnnotations): readonly ToolIcon[] {
  if (annotations.readOnlyHint) return [READ];
  return [annotations.destructiveHint ? DESTRUCTIVE : WRITE];
}

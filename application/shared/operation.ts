/**
 * What every use case that a route or an MCP tool runs declares, as `static readonly operation`:
 * its name in snake_case (`save_draft`), the action its writes are logged under in the activity
 * log and, camel-cased, its operation id in the API description (`saveDraft`). Declared rather
 * than read off the class's name: a bundler renames classes (esbuild made `SaveDraft2`), and these
 * names are part of the API that clients filter and generate code by.
 */
export interface NamedOperation {
  readonly operation: string;
}

/**
 * What the page reads of the API's answers (the shapes the service documents at /openapi.json).
 * Only the fields the page uses are named.
 */

export type Role = 'admin' | 'manager' | 'member';

export interface ProjectSummary {
  readonly id: string;
  readonly name: string;
  readonly role: Role;
  readonly default_language: string;
  readonly plan: string;
  readonly trial_ends_at: string | null;
}

export type Metadata = Readonly<Record<string, unknown>>;

export interface PageDocument {
  readonly id: string;
  readonly slug: string;
  readonly language: string;
  readonly visibility: 'draft' | 'public' | 'unlisted';
  readonly metadata: Metadata;
  readonly content: string;
  readonly doc_template_id: string;
  readonly revision: number;
  readonly updated_at: string;
}

export interface PageList {
  readonly pages: readonly PageDocument[];
  readonly next_cursor: string | null;
}

export interface SearchHit {
  readonly page_id: string;
  readonly slug: string;
  readonly language: string;
  readonly title: string;
  readonly snippet: string;
}

export type FieldType = 'text' | 'textarea' | 'markdown' | 'select' | 'boolean' | 'date' | 'url' | 'image' | 'tags';

export interface TemplateField {
  readonly key: string;
  readonly label: string;
  readonly type: FieldType;
  readonly required: boolean;
  readonly options?: readonly string[];
  readonly help?: string;
}

export interface DocTemplate {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly fields: readonly TemplateField[];
}

export type DraftAction = 'existing_draft' | 'cloned_from_live';

export interface DraftView {
  readonly draftId: string;
  readonly revision: number;
  readonly action: DraftAction;
  readonly doc: {
    readonly slug: string;
    readonly language: string;
    readonly metadata: Metadata;
    readonly content: string;
    readonly doc_template_id: string;
  };
  readonly template: DocTemplate;
}

export interface SaveRequest {
  readonly draftId: string;
  readonly metadata: Metadata;
  readonly content: string;
  readonly language: string;
  readonly doc_template_id?: string;
  readonly revision?: number;
  readonly autosave?: boolean;
}

export interface DraftWriteResult {
  readonly draftId: string;
  readonly revision?: number;
}

export interface VersionSummary {
  readonly version_id: string;
  readonly revision: number;
  readonly saved_at: string;
  readonly saved_by: string;
  readonly autosave: boolean;
}

export interface DraftVersion extends VersionSummary {
  readonly metadata: Metadata;
  readonly content: string;
}

export interface PreviewRequest {
  readonly slug?: string;
  readonly language: string;
  readonly doc_template_id: string;
  readonly metadata: Metadata;
  readonly content: string;
}

export interface Image {
  readonly id: string;
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

export interface ManifestChange {
  readonly draft_id: string;
  readonly slug: string;
  readonly language: string;
  readonly action: 'create' | 'update';
  readonly revision: number;
}

export interface PublishPreview {
  readonly manifest: {
    readonly changes: readonly ManifestChange[];
    readonly blocked: ReadonlyArray<{ readonly draft_id: string; readonly slug: string; readonly language: string; readonly reasons: readonly string[] }>;
  };
  readonly warnings: ReadonlyArray<{ readonly language: string; readonly slug: string; readonly message: string }>;
  readonly confirmation_token: string;
  readonly expires_at: string;
}

export interface PublishResult {
  readonly publish_id: string;
  readonly promoted: number;
  readonly deployed_at: string;
}

export interface PublishRecord {
  readonly publish_id: string;
  readonly published_at: string;
  readonly published_by: string;
  readonly changes: readonly ManifestChange[];
}

export interface PublishHistory {
  readonly history: readonly PublishRecord[];
  readonly next_cursor: string | null;
}

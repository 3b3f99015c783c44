import * as t from 'io-ts';
import { IMAGE_FORMATS, UPLOAD_MAX_BYTES } from '../media/image.js';
import { CONTENT_MAX, Visibility } from '../pages/page-document.js';
import { SlugCodec } from '../pages/slug.js';
import { GlossaryTermCodec } from '../translation/glossary.js';
import { TranslationOf } from '../translation/translation-of.js';
import { StoredSettings } from '../projects/settings-codecs.js';
import { Role } from '../projects/role.js';
import { boundedString, intBetween, IsoInstant, JsonObject, LanguageTagCodec, trimmedString } from '../shared/codecs.js';
import { NavLabel, SidebarItemCodec, SIDEBAR_ITEMS_MAX, WebUrl } from '../site/navigation.js';

/**
 * A project archive (`admin export` / `admin import`): gzip-compressed JSON Lines, one record
 * per line, each an object with a `type`. In this order:
 *   header, project, member*, template*, image (image_chunk x chunks)*, document and version*,
 *   navigation*, glossary?, end.
 * A version follows the document of its draft. Ids are the source's: the importer gives every
 * record a new one and rewrites the references between them. Image bytes travel in chunks of
 * at most 256 KiB (`data`, base64 in the file), checked against the image's SHA-256. `end` counts every record,
 * so an archive cut short is refused. `version` changes when a reader of an older version
 * could not read an archive right; fields may be added within a version.
 */
export const ARCHIVE_FORMAT = 'content-service-project';
export const ARCHIVE_VERSION = 1;
export const IMAGE_CHUNK_BYTES = 256 * 1024;
/**
 * The longest line (one record) an archive may hold, in bytes. The largest record is a page or a
 * version: content of at most CONTENT_MAX characters and metadata of at most METADATA_MAX as
 * JSON, each character at most 6 bytes once escaped in a line (`\u0001`): 12 MB at worst.
 */
export const RECORD_MAX_BYTES = 16 * 1024 * 1024;

const Id = trimmedString(200, 'an id');
const Text = (max: number) => boundedString(max);
const Count = intBetween(0, Number.MAX_SAFE_INTEGER);

const HeaderRecord = t.type({ type: t.literal('header'), format: t.string, version: intBetween(1, 1_000_000), exported_at: IsoInstant, project_id: Id });

export const ProjectRecord = t.type({
  type: t.literal('project'),
  project: t.type({
    id: Id,
    name: trimmedString(200),
    default_language: LanguageTagCodec,
    plan: trimmedString(100),
    trial_ends_at: IsoInstant,
    modules: t.type({ voice: t.boolean, onboarding: t.boolean }),
    // Each setting by the codec the API's settings routes take; any added since the archive was written at its default.
    settings: StoredSettings,
    created_at: IsoInstant,
  }),
});

const MemberRecord = t.type({
  type: t.literal('member'),
  member: t.type({ user_id: trimmedString(200), role: Role, provisioned: t.boolean, created_at: IsoInstant }),
});

export const TemplateRecord = t.type({
  type: t.literal('template'),
  // A project template: read as CreateProjectTemplate takes one (application/portability/archive-rules.ts), not here.
  template: t.unknown,
  created_at: IsoInstant,
  updated_at: IsoInstant,
});

export const ImageRecord = t.type({
  type: t.literal('image'),
  image: t.type({
    id: Id,
    sha256: t.refinement(t.string, (s) => /^[0-9a-f]{64}$/.test(s), 'a SHA-256 in hex'),
    format: t.keyof(Object.fromEntries(Object.keys(IMAGE_FORMATS).map((f) => [f, null])) as Record<keyof typeof IMAGE_FORMATS, null>),
    bytes: intBetween(1, UPLOAD_MAX_BYTES),
    width: intBetween(1, 1_000_000),
    height: intBetween(1, 1_000_000),
    created_by: trimmedString(300),
    created_at: IsoInstant,
  }),
  chunks: intBetween(1, Math.ceil(UPLOAD_MAX_BYTES / IMAGE_CHUNK_BYTES)),
});

const isChunk = (u: unknown): u is Uint8Array => u instanceof Uint8Array && u.byteLength > 0 && u.byteLength <= IMAGE_CHUNK_BYTES;
/** Bytes in memory; base64 in the file (the archive file's reader and writer convert). */
const ChunkBytes = new t.Type<Uint8Array, Uint8Array, unknown>(
  'base64 of 1 byte to 256 KiB',
  isChunk,
  (u, c) => (isChunk(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

const ImageChunkRecord = t.type({ type: t.literal('image_chunk'), data: ChunkBytes });

const documentFields = {
  metadata: JsonObject,
  content: Text(CONTENT_MAX),
};

export const DocumentRecord = t.type({
  type: t.literal('document'),
  document: t.intersection([
    t.type({
      id: Id,
      slug: SlugCodec,
      language: LanguageTagCodec,
      visibility: Visibility,
      ...documentFields,
      doc_template_id: trimmedString(64),
      revision: intBetween(1, Number.MAX_SAFE_INTEGER),
      created_at: IsoInstant,
      updated_at: IsoInstant,
    }),
    // Added within version 1 (issue 44): absent in older archives, read as null.
    t.partial({ translation_of: t.union([TranslationOf, t.null]) }),
  ]),
});

export const VersionRecord = t.type({
  type: t.literal('version'),
  version: t.type({
    version_id: Id,
    draft_id: Id,
    revision: intBetween(1, Number.MAX_SAFE_INTEGER),
    saved_at: IsoInstant,
    saved_by: trimmedString(300),
    autosave: t.boolean,
    ...documentFields,
  }),
});

const SidebarGroupBody = t.type({
  title: NavLabel,
  items: t.refinement(t.readonlyArray(SidebarItemCodec), (a) => a.length <= SIDEBAR_ITEMS_MAX, 'a list of items'),
});
const HeaderItemBody = t.intersection([t.type({ label: NavLabel }), t.union([t.type({ slug: SlugCodec }), t.type({ url: WebUrl })])]);
const entryFields = { id: Id, language: LanguageTagCodec, position: Count };

export const NavigationRecord = t.type({
  type: t.literal('navigation'),
  entry: t.union([
    t.type({ ...entryFields, kind: t.literal('sidebar_group'), body: SidebarGroupBody }),
    t.type({ ...entryFields, kind: t.literal('header_nav_item'), body: HeaderItemBody }),
  ]),
});

/** The project's glossary (issue 44), added within version 1: at most one, checked on import as the API checks it. */
const GlossaryRecord = t.type({ type: t.literal('glossary'), glossary: t.type({ terms: t.readonlyArray(GlossaryTermCodec) }) });

const ARCHIVE_SECTIONS = ['members', 'templates', 'images', 'documents', 'versions', 'navigation'] as const;
/** Sections added within version 1: an older archive's end record does not count them. */
const LATER_SECTIONS = ['glossary'] as const;
export type ArchiveSection = (typeof ARCHIVE_SECTIONS)[number] | (typeof LATER_SECTIONS)[number];
export type ArchiveCounts = Record<ArchiveSection, number>;
export const NO_COUNTS: ArchiveCounts = { members: 0, templates: 0, images: 0, documents: 0, versions: 0, navigation: 0, glossary: 0 };

const EndRecord = t.type({
  type: t.literal('end'),
  counts: t.intersection([
    t.type(Object.fromEntries(ARCHIVE_SECTIONS.map((s) => [s, Count])) as Record<(typeof ARCHIVE_SECTIONS)[number], typeof Count>),
    t.partial(Object.fromEntries(LATER_SECTIONS.map((s) => [s, Count])) as Record<(typeof LATER_SECTIONS)[number], typeof Count>),
  ]),
});

type HeaderRecord = t.TypeOf<typeof HeaderRecord>;
export type ProjectRecord = t.TypeOf<typeof ProjectRecord>;
type MemberRecord = t.TypeOf<typeof MemberRecord>;
export type TemplateRecord = t.TypeOf<typeof TemplateRecord>;
export type ImageRecord = t.TypeOf<typeof ImageRecord>;
type ImageChunkRecord = t.TypeOf<typeof ImageChunkRecord>;
export type DocumentRecord = t.TypeOf<typeof DocumentRecord>;
export type VersionRecord = t.TypeOf<typeof VersionRecord>;
export type NavigationRecord = t.TypeOf<typeof NavigationRecord>;
type GlossaryRecord = t.TypeOf<typeof GlossaryRecord>;
type EndRecord = t.TypeOf<typeof EndRecord>;

export type ArchiveRecord =
  | HeaderRecord
  | ProjectRecord
  | MemberRecord
  | TemplateRecord
  | ImageRecord
  | ImageChunkRecord
  | DocumentRecord
  | VersionRecord
  | NavigationRecord
  | GlossaryRecord
  | EndRecord;

/** A record as the exporter writes it (plain strings where a decoded record holds checked ones). */
export type ArchiveOutput = { [K in ArchiveRecord['type']]: t.OutputOf<(typeof RECORD_CODECS)[K]> }[ArchiveRecord['type']];

/** Each record type's codec, by its `type`. */
export const RECORD_CODECS = {
  header: HeaderRecord,
  project: ProjectRecord,
  member: MemberRecord,
  template: TemplateRecord,
  image: ImageRecord,
  image_chunk: ImageChunkRecord,
  document: DocumentRecord,
  version: VersionRecord,
  navigation: NavigationRecord,
  glossary: GlossaryRecord,
  end: EndRecord,
} as const;

/** Where each record type sits in the archive's order (documents and versions share a place). */
export const RECORD_RANK: { readonly [K in ArchiveRecord['type']]: number } = {
  header: 0,
  project: 1,
  member: 2,
  template: 3,
  image: 4,
  image_chunk: 4,
  document: 5,
  version: 5,
  navigation: 6,
  glossary: 7,
  end: 8,
};

import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { imageBlobKey, projectBlobPrefix } from '../../../domain/media/blob-keys.js';
import { imageUrl } from '../../../domain/media/image.js';
import type { ArchiveOutput } from '../../../domain/portability/archive-records.js';
import { portabilityWorld } from './world.js';

type World = ReturnType<typeof portabilityWorld>;

/** The new project's id from a successful import. */
const importedId = (result: Awaited<ReturnType<World['imported']>>): string => {
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right.project_id;
};

/** Imports `archive`, which must be refused with `message`, leaving no project and no bytes behind. */
async function expectRefused(world: World, archive: readonly unknown[], message: string, options = {}): Promise<void> {
  const before = [...world.state.projects.projects.keys()];
  const blobs = [...world.blobs.blobs.keys()];
  expect(await world.imported(archive, options)).to.deep.equal(E.left({ _tag: 'Invalid', message }));
  expect([...world.state.projects.projects.keys()], 'no project left').to.deep.equal(before);
  expect([...world.blobs.blobs.keys()], 'no bytes left').to.deep.equal(blobs);
}

describe('Export and import of a project (in memory)', () => {
  let world: World;
  let source: Awaited<ReturnType<World['sourceProject']>>;
  let records: ArchiveOutput[];
  beforeEach(async () => {
    world = portabilityWorld();
    source = await world.sourceProject();
    records = await world.exported(source.project.id);
  });

  it('exports the records in the archive order, image bytes in chunks, with the counts at the end', () => {
    expect(records.map((r) => r.type)).to.deep.equal([
      'header',
      'project',
      'member',
      'member',
      'template',
      'image',
      'image_chunk',
      'image_chunk',
      'image_chunk',
      'image',
      'image_chunk',
      'document',
      'document',
      'version',
      'version',
      'navigation',
      'navigation',
      'glossary',
      'end',
    ]);
    expect(records.at(-1)).to.deep.equal({
      type: 'end',
      counts: { members: 2, templates: 1, images: 2, documents: 2, versions: 2, navigation: 2, glossary: 1 },
    });
  });

  it('imports into a new project with new ids, references rewritten, and everything else as it was', async () => {
    const result = await world.imported(records, { name: 'Bakery copy' });
    const id = importedId(result);
    expect(E.isRight(result) && result.right).to.deep.include({ name: 'Bakery copy', source_project_id: source.project.id, warnings: [] });
    const copy = (await world.projects.findById(id))!;
    expect(copy).to.deep.include({
      name: 'Bakery copy',
      plan: source.project.plan,
      trial_ends_at: source.project.trial_ends_at,
      created_at: source.project.created_at,
    });
    const members = async (projectId: string) => (await world.memberships.list(projectId)).map(({ project_id: _p, ...m }) => m);
    expect(await members(id)).to.deep.equal(await members(source.project.id));

    const [photo, logo] = await world.images.list(id, { limit: 10 });
    expect([photo!.id, logo!.id]).to.not.include.members([source.photo.id, source.logo.id]);
    expect(photo).to.deep.include({ sha256: source.photo.sha256, bytes: source.photo.bytes, created_at: source.photo.created_at });
    expect(world.blobs.blobs.get(imageBlobKey(photo!))).to.deep.equal(world.blobs.blobs.get(imageBlobKey(source.photo)));
    expect((copy.settings.site as unknown as { logo_image_id: string }).logo_image_id, 'an image named in the settings').to.equal(logo!.id);

    const docs = await world.pages.list(id, { limit: 10 });
    expect(docs.map((d) => [d.slug, d.visibility, d.revision])).to.deep.equal([
      ['menu', 'public', 1],
      ['menu', 'draft', 3],
    ]);
    expect(docs[0]!.content).to.equal(`![Bread](${imageUrl(photo!)}) and [more](/sites/${id}/en/about/)`);
    expect(docs[1]!.metadata).to.deep.equal({ title: 'Menu', hero_image: imageUrl(logo!) });
    const versions = await world.versions.list(id, docs[1]!.id);
    const sourceVersions = await world.versions.list(source.project.id, source.draft.id);
    expect(versions.map(({ version_id: _id, ...rest }) => rest)).to.deep.equal(sourceVersions.map(({ version_id: _id, ...rest }) => rest));
    expect(versions.map((v) => v.version_id)).to.not.include.members(sourceVersions.map((v) => v.version_id));
    const entries = async (projectId: string) => (await world.navigation.listAll(projectId)).map(({ id: _id, project_id: _p, ...entry }) => entry);
    expect(await entries(id)).to.deep.equal(await entries(source.project.id));
    expect((await world.navigation.listAll(id)).every((e) => e.project_id === id)).to.equal(true);
    expect(await world.templates.list(id)).to.deep.equal(await world.templates.list(source.project.id));
    expect(await world.glossaries.find(id)).to.deep.equal(await world.glossaries.find(source.project.id));
  });

  it('imports an archive written before glossaries travelled (no glossary record, no glossary count) with an empty glossary', async () => {
    const older = records
      .filter((r) => r.type !== 'glossary')
      .map((r) => (r.type === 'end' ? { type: 'end', counts: { members: 2, templates: 1, images: 2, documents: 2, versions: 2, navigation: 2 } } : r));
    const id = importedId(await world.imported(older));
    expect(await world.glossaries.find(id)).to.deep.equal({ terms: [] });
  });

  it('imports beside the source in the same instance, and again: each import is a project of its own', async () => {
    const first = importedId(await world.imported(records));
    const second = importedId(await world.imported(records));
    expect(new Set([source.project.id, first, second]).size).to.equal(3);
    expect((await world.pages.list(source.project.id, { limit: 10 })).map((d) => d.id)).to.deep.equal([source.live.id, source.draft.id]);
  });

  it('leaves the members out when told, with the named admin as the only member', async () => {
    const id = importedId(await world.imported(records, { withoutMembers: true, admin: 'rescuer' }));
    expect((await world.memberships.list(id)).map((m) => [m.user_id, m.role, m.provisioned])).to.deep.equal([['rescuer', 'admin', true]]);
    const promoted = importedId(await world.imported(records, { admin: 'editor' }));
    expect((await world.memberships.list(promoted)).map((m) => [m.user_id, m.role, m.provisioned])).to.have.deep.members([
      ['owner', 'admin', true],
      ['editor', 'admin', true],
    ]);
  });

  it('gives up a phone number another project answers, and says so', async () => {
    await world.projects.updateLiveAgent(source.project.id, { phone_number: '+14155550123' });
    const again = await world.exported(source.project.id);
    const result = await world.imported(again);
    const id = importedId(result);
    expect((await world.projects.findById(id))!.settings.live_agent.phone_number).to.equal(null);
    expect(E.isRight(result) && result.right.warnings).to.deep.equal([
      'phone number +14155550123 belongs to a project of this instance already: the imported project has none',
    ]);
  });

  it('imports a plan this instance does not know as the trial, keeping the trial end: it lifts neither the limits nor the end (issue 41)', async () => {
    const withPlan = (plan: string, trialEnd: string) =>
      records.map((r) => (r.type === 'project' ? { ...r, project: { ...r.project, plan, trial_ends_at: trialEnd } } : r));
    const ended = await world.imported(withPlan('enterprise', '2020-01-01T00:00:00.000Z'));
    expect(await world.projects.findById(importedId(ended))).to.deep.include({ plan: 'trial', trial_ends_at: '2020-01-01T00:00:00.000Z' });
    expect(E.isRight(ended) && ended.right.warnings).to.deep.equal([
      "plan enterprise is not in this instance's PLANS_JSON: the project is on the trial plan until set-plan moves it, and its trial ended at 2020-01-01T00:00:00.000Z",
    ]);
    const running = await world.imported(withPlan('enterprise', '2030-01-01T00:00:00.000Z'));
    expect(E.isRight(running) && running.right.warnings).to.deep.equal([
      "plan enterprise is not in this instance's PLANS_JSON: the project is on the trial plan until set-plan moves it, and its trial ends at 2030-01-01T00:00:00.000Z",
    ]);
    // A plan of this instance travels as it is, whatever its trial end says.
    const known = await world.imported(withPlan('pro', '2020-01-01T00:00:00.000Z'));
    expect(await world.projects.findById(importedId(known))).to.deep.include({ plan: 'pro' });
    expect(E.isRight(known) && known.right.warnings).to.deep.equal([]);
  });
});

describe('Import of a bad archive: refused, and nothing is left behind', () => {
  let world: World;
  let records: ArchiveOutput[];
  beforeEach(async () => {
    world = portabilityWorld();
    records = await world.exported((await world.sourceProject()).project.id);
  });

  const refused = (archive: readonly unknown[], message: string, options = {}) => expectRefused(world, archive, message, options);
  const replaced = (index: number, record: unknown) => records.map((r, i) => (i === index ? record : r));
  const at = (type: string) => records.findIndex((r) => r.type === type);

  it('cut short', () => refused(records.slice(0, -3), 'Not imported: the archive ends after line 16: its end record is missing (cut short?)'));
  it('cut short after its header', () => refused(records.slice(0, 1), 'Not imported: the archive ends after line 1: a project record should follow'));
  it('empty', () => refused([], 'Not imported: the archive is empty'));
  it('not an archive', () =>
    refused(
      [{ type: 'header', format: 'zip', version: 1, exported_at: '2026-01-01T00:00:00Z', project_id: 'p' }],
      'Not imported: archive line 1: not a project archive (format "zip")',
    ));
  it('from a newer version', () =>
    refused(replaced(0, { ...records[0]!, version: 2 }), 'Not imported: archive line 1: archive version 2 is newer than this service reads (1)'));
  it('with a record of no known type', () => refused(replaced(4, { type: 'webhook' }), 'Not imported: archive line 5: unknown record type "webhook"'));
  it('with a bad record', () =>
    refused(
      replaced(at('document'), { type: 'document', document: { ...(records[at('document')] as { document: object }).document, slug: 'Not A Slug' } }),
      `Not imported: archive line ${at('document') + 1}: document: document.slug must be lowercase letters, digits and "-", with "/" between segments, at most 200 characters`,
    ));
  it('out of order', () =>
    refused(
      [...records.slice(0, -2), records[2], ...records.slice(-2)],
      'Not imported: archive line 18: a member record after the navigation ones: the archive is out of order',
    ));
  it('with a version before its draft', () => {
    const version = at('version');
    const draft = version - 1;
    const swapped = records.map((r, i) => (i === draft ? records[version] : i === version ? records[draft] : r));
    return refused(
      swapped,
      `Not imported: archive line ${draft + 1}: version ${(records[version] as { version: { version_id: string } }).version.version_id} is of draft ${(records[draft] as { document: { id: string } }).document.id}, which the archive has not given before it`,
    );
  });
  it('with image bytes that are not the image’s', () => {
    const chunk = at('image_chunk');
    return refused(
      replaced(chunk, { type: 'image_chunk', data: new Uint8Array(256 * 1024).fill(7) }),
      `Not imported: archive line ${chunk + 3}: the bytes of image ${(records[chunk - 1] as { image: { id: string } }).image.id} are not the ones it describes (size or SHA-256)`,
    );
  });
  it('with two live pages at one slug', () => {
    const doc = records[at('document')] as { type: 'document'; document: { id: string } };
    return refused(
      [...records.slice(0, at('document') + 1), { ...doc, document: { ...doc.document, id: 'another' } }, ...records.slice(at('document') + 1)],
      `Not imported: archive line ${at('document') + 2}: a second live page at en/menu`,
    );
  });
  it('with counts that do not match', () =>
    refused(
      replaced(records.length - 1, { type: 'end', counts: { members: 2, templates: 1, images: 2, documents: 3, versions: 2, navigation: 2 } }),
      `Not imported: archive line ${records.length}: the archive says 3 documents, it holds 2`,
    ));
  it('with a glossary the glossary route refuses, or two', async () => {
    const glossary = at('glossary');
    const twice = { type: 'glossary', glossary: { terms: [{ term: 'Bread' }, { term: 'bread' }] } };
    await refused(replaced(glossary, twice), `Not imported: archive line ${glossary + 1}: the glossary: The glossary has "bread" twice`);
    await refused([...records.slice(0, -1), records[glossary], records.at(-1)], `Not imported: archive line ${records.length}: a second glossary`);
  });
  it('with records after the end', () =>
    refused([...records, records[2]], `Not imported: archive line ${records.length + 1}: a member record after the end ones: the archive is out of order`));
  it('without an admin', () =>
    refused(
      records
        .filter((r) => !(r.type === 'member' && r.member.role === 'admin'))
        .map((r) => (r.type === 'end' ? { ...r, counts: { ...r.counts, members: 1 } } : r)),
      'Not imported: the archive names no admin of the project: name one with --admin <user_id>',
    ));
  it('without members and without an admin to put instead', () =>
    refused(records, 'Leaving the members out needs an admin for the new project', { withoutMembers: true }));

  describe('holding what the API would refuse: refused by the same rules, naming the record', () => {
    const refusedFor = (archive: readonly unknown[], message: string) => refused(archive, `Not imported: ${message}`);
    const line = (type: string) => records.findIndex((r) => r.type === type) + 1;
    /** The archive with the record at `type`'s first line changed by `change`. */
    const changed = <T>(type: string, change: (record: T) => unknown) => records.map((r, i) => (i === line(type) - 1 ? change(r as T) : r));
    type Project = { type: 'project'; project: { settings: { site: object; live_agent: object } } };
    const withSite = (site: object) =>
      changed<Project>('project', (r) => ({
        ...r,
        project: { ...r.project, settings: { ...r.project.settings, site: { ...r.project.settings.site, ...site } } },
      }));
    const withAgent = (agent: object) =>
      changed<Project>('project', (r) => ({
        ...r,
        project: { ...r.project, settings: { ...r.project.settings, live_agent: { ...r.project.settings.live_agent, ...agent } } },
      }));
    type Template = { type: 'template'; template: { id: string; fields: object[] } };
    type Doc = { type: 'document'; document: { id: string; metadata: object; slug: string; doc_template_id: string } };
    const withDocument = (document: object) => changed<Doc>('document', (r) => ({ ...r, document: { ...r.document, ...document } }));
    const docId = () => (records[line('document') - 1] as Doc).document.id;

    it("a page at the slug the live agent's own page holds", () =>
      refusedFor(
        withSite({ live_agent_placement: 'destination_page', live_agent_slug: 'menu' }),
        `archive line ${line('document')}: document ${docId()}: Slug menu is reserved for the live agent`,
      ));

    it('site settings the settings route refuses: a placement, a slug, an accent colour, a logo that is no image of the archive', async () => {
      const at = `archive line ${line('project')}: project:`;
      await refusedFor(
        withSite({ live_agent_placement: '"><script>alert(1)</script>' }),
        `${at} project.settings.site.live_agent_placement must be one of homepage, destination_page, widget, modal, none`,
      );
      await refusedFor(
        withSite({ live_agent_placement: 'destination_page', live_agent_slug: '../../x' }),
        `${at} project.settings.site.live_agent_slug must be lowercase letters, digits and "-", with "/" between segments, at most 200 characters or null`,
      );
      await refusedFor(
        withSite({ live_agent_placement: 'destination_page', live_agent_slug: null }),
        `${at} project.settings.site must be settings whose live_agent_slug is set exactly when live_agent_placement is destination_page`,
      );
      await refusedFor(
        withSite({ accent_color: '#fff;}body{background:url(//evil.example)}' }),
        `${at} project.settings.site.accent_color must be a colour as #rrggbb or null`,
      );
      await refusedFor(
        withSite({ logo_image_id: 'elsewhere1' }),
        `archive line ${records.length}: the project's settings.site.logo_image_id elsewhere1 is not an image of the archive`,
      );
    });

    it('live agent settings the settings route refuses: a voice too long, a greeting too long, a phone number not in E.164', async () => {
      const at = `archive line ${line('project')}: project:`;
      await refusedFor(withAgent({ voice: 'v'.repeat(5000) }), `${at} project.settings.live_agent.voice must be a non-empty string of at most 64 characters`);
      await refusedFor(withAgent({ greeting: 'g'.repeat(2001) }), `${at} project.settings.live_agent.greeting must be a string of at most 2000 characters`);
      await refusedFor(
        withAgent({ manager_phone: '0415 555 0123' }),
        `${at} project.settings.live_agent.manager_phone must be a phone number in E.164 form (+14155550123) or null`,
      );
    });

    it('templates CreateProjectTemplate refuses: too many fields, the id of a built-in one, a reserved key', async () => {
      const at = `archive line ${line('template')}: template`;
      const field = (i: number) => ({ key: `f${i}`, label: `F${i}`, type: 'text', required: false });
      await refusedFor(
        changed<Template>('template', (r) => ({ ...r, template: { ...r.template, fields: Array.from({ length: 5000 }, (_, i) => field(i)) } })),
        `${at} recipe: fields must be an array of at most 100 fields`,
      );
      await refusedFor(
        changed<Template>('template', (r) => ({ ...r, template: { ...r.template, id: 'page' } })),
        `${at} page: Template page already exists`,
      );
      await refusedFor(
        changed<Template>('template', (r) => ({ ...r, template: { ...r.template, fields: [...r.template.fields, { ...field(0), key: 'slug' }] } })),
        `${at} recipe: fields[2].key slug is reserved`,
      );
    });

    it('pages whose metadata their template refuses: unknown keys, a title that is no string, a javascript: image, too much of it', async () => {
      const at = () => `archive line ${line('document')}: document ${docId()}:`;
      await refusedFor(
        withDocument({ metadata: { title: 'Menu', padding: 'x'.repeat(1000) } }),
        `${at()} metadata has keys that template page does not define: padding`,
      );
      await refusedFor(withDocument({ metadata: { title: { text: 'Menu' } } }), `${at()} metadata.title must be a string`);
      await refusedFor(
        withDocument({ metadata: { title: 'Menu', hero_image: 'javascript:alert(1)' } }),
        `${at()} metadata.hero_image must be an http(s) URL or a path starting with /`,
      );
      await refusedFor(withDocument({ metadata: { title: 'x'.repeat(1024 * 1024) } }), `${at()} metadata must be at most 1048576 characters as JSON`);
      await refusedFor(withDocument({ doc_template_id: 'nowhere' }), `${at()} doc_template_id nowhere is not a template of this project`);
    });

    it("versions whose metadata their draft's template refuses", () => {
      const version = records.findIndex((r) => r.type === 'version');
      const record = records[version] as { type: 'version'; version: { version_id: string; metadata: object } };
      return refusedFor(
        records.map((r, i) =>
          i === version ? { ...record, version: { ...record.version, metadata: { title: 'Menu', hero_image: 'javascript:alert(1)' } } } : r,
        ),
        `archive line ${version + 1}: version ${record.version.version_id}: metadata.hero_image must be an http(s) URL or a path starting with /`,
      );
    });
  });
});

describe('Export of a project', () => {
  it('is refused for a project that does not exist', async () => {
    const world = portabilityWorld();
    let failure: unknown = null;
    try {
      await world.exported('no-such-project');
    } catch (error) {
      failure = error;
    }
    expect((failure as Error).message).to.equal('Project not found');
  });

  it('fails rather than leave out an image whose bytes are gone', async () => {
    const world = portabilityWorld();
    const { project } = await world.sourceProject();
    await world.blobs.deletePrefix(projectBlobPrefix(project.id));
    let failure: unknown = null;
    try {
      await world.exported(project.id);
    } catch (error) {
      failure = error;
    }
    expect((failure as Error).message).to.match(/^the bytes of image \S+ are missing from the blob store$/);
  });
});

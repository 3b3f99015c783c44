import { expect } from 'chai';
import type { CaptureRepository } from '../../../application/ingestion/ports.js';
import type { ProjectRepository } from '../../../application/projects/ports.js';
import type { Capture } from '../../../domain/ingestion/capture.js';
import { aMembership, aProject, uniqueId } from '../../support/builders.js';
import { AT } from '../../support/stores/page-fixtures.js';

export interface CaptureStores {
  readonly captures: CaptureRepository;
  readonly projects: ProjectRepository;
}

const aCapture = (projectId: string, overrides: Partial<Capture> = {}): Capture => ({
  id: uniqueId('c'),
  project_id: projectId,
  url: 'https://example.com/blog/hello.html',
  title: 'Hello',
  html: '<html><body><p>Hello</p></body></html>',
  captured_by: 'editor',
  captured_at: AT,
  ...overrides,
});

/** What every adapter of CaptureRepository must do. */
export function captureRepositoryContract(stores: () => CaptureStores): void {
  const newProject = async () => {
    const project = aProject({ id: uniqueId('p') });
    await stores().projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    return project.id;
  };

  it('adds and finds a capture with its HTML, per project', async () => {
    const { captures } = stores();
    const projectId = await newProject();
    const other = await newProject();
    const capture = aCapture(projectId, { html: `<p>${'x'.repeat(200_000)}</p>` });
    await captures.add(capture);
    expect(await captures.find(projectId, capture.id)).to.deep.equal(capture);
    expect(await captures.find(other, capture.id)).to.equal(null);
    expect(await captures.find(projectId, 'missing')).to.equal(null);
  });

  it('lists headers (no HTML) in id order, after a cursor, up to a limit', async () => {
    const { captures } = stores();
    const projectId = await newProject();
    const other = await newProject();
    const added = [aCapture(projectId), aCapture(projectId), aCapture(projectId)];
    for (const capture of added) await captures.add(capture);
    await captures.add(aCapture(other));
    const all = await captures.list(projectId, { limit: 10 });
    expect(all.map((c) => c.id)).to.deep.equal(added.map((c) => c.id));
    expect(all[0]).to.deep.equal((({ html: _html, ...header }) => header)(added[0]!));
    expect(all[0]).to.not.have.property('html');
    expect((await captures.list(projectId, { after: added[0]!.id, limit: 1 })).map((c) => c.id)).to.deep.equal([added[1]!.id]);
  });

  it('deletes a capture of its own project only', async () => {
    const { captures } = stores();
    const projectId = await newProject();
    const other = await newProject();
    const capture = aCapture(projectId);
    await captures.add(capture);
    expect(await captures.delete(other, capture.id)).to.equal(false);
    expect(await captures.delete(projectId, capture.id)).to.equal(true);
    expect(await captures.delete(projectId, capture.id)).to.equal(false);
    expect(await captures.find(projectId, capture.id)).to.equal(null);
  });

  it('goes with its project', async () => {
    const { captures, projects } = stores();
    const projectId = await newProject();
    const capture = aCapture(projectId);
    await captures.add(capture);
    await projects.delete(projectId);
    expect(await captures.find(projectId, capture.id)).to.equal(null);
  });
}

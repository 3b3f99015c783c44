import { expect } from 'chai';
import { ProjectRepository } from '../../../application/projects/ports.js';
import { TestApp } from '../../support/test-app.js';

describe('Graceful shutdown', () => {
  it('finishes in-flight requests, refuses new connections, then closes the store', async () => {
    const app = await TestApp.start();
    const projects = app.get<ProjectRepository>(ProjectRepository);
    // The request is held inside the store until the server is closing: no guess at how long it takes to arrive.
    let entered!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = Object.create(projects) as ProjectRepository;
    slow.listForUser = async (userId) => {
      entered();
      await gate;
      return projects.listForUser(userId);
    };
    app.running.composition.container.rebind(ProjectRepository).toConstantValue(slow);

    const inFlight = app.request('GET', '/api/projects', { as: 'alice' });
    await inside;
    const closing = app.running.close(5000);
    release();
    const response = await inFlight;
    expect(response.status).to.equal(200);
    await closing;
    let refused = false;
    await fetch(`${app.url}/healthz`).catch(() => (refused = true));
    expect(refused).to.equal(true);
    const storage = app.running.composition.storage;
    expect(storage.kind === 'sqlite' && storage.db.open).to.equal(false);
  });
});

import type { ProjectListing, ProjectRepository } from './ports.js';

/** Projects are read this many at a time: operator commands never hold the whole store in memory. */
const WINDOW = 200;

/** Every project of the store, in id order, with its member count, read a window at a time. */
export async function* allProjects(projects: ProjectRepository): AsyncGenerator<ProjectListing> {
  let after: string | undefined;
  for (;;) {
    const batch = await projects.listAll({ after, limit: WINDOW });
    yield* batch;
    if (batch.length < WINDOW) return;
    after = batch[batch.length - 1]!.project.id;
  }
}

import { usePortal } from '../../context.js';
import { CreateProjectForm } from './create-project-form.js';
import { ProjectCard } from './project-card.js';

/**
 * Your projects: each with your role, its plan and what the plan allows, to open or set up; and
 * a new project, from a starter kit. With no project yet, this is what the portal shows first.
 */
export function ProjectsScreen() {
  const portal = usePortal();
  const projects = portal.projects.value;
  if (projects.status === 'loading') return <p role="status">Loading your projects…</p>;
  if (projects.status === 'failed')
    return (
      <p class="em-problem" role="alert">
        {projects.message}
      </p>
    );
  const none = projects.value.length === 0;
  return (
    <section class="pt-screen">
      {none ? (
        <>
          <h1>No project yet</h1>
          <p>
            You are not a member of any project. Create one here, or ask a project’s manager to add you with your user id,{' '}
            <strong>{portal.user.value?.userId}</strong>.
          </p>
        </>
      ) : (
        <>
          <h1>Your projects</h1>
          <p>
            Your user id is <strong>{portal.user.value?.userId}</strong>: a project’s manager adds you with it.
          </p>
          <ul class="pt-cards" aria-label="Your projects">
            {projects.value.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </ul>
        </>
      )}
      <CreateProjectForm
        heading={none ? 'Create your first project' : 'New project'}
        created={async (project) => {
          await portal.reloadProjects();
          portal.announce(`Created the project “${project.name}”.`);
          await portal.go({ screen: 'pages', projectId: project.id });
        }}
      />
    </section>
  );
}

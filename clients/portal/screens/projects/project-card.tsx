import { usePortal } from '../../context.js';
import { portalLink } from '../../shell/links.js';
import type { ProjectSummary } from '../../types.js';

/** A day as the person's browser writes it. */
const formatDay = (iso: string): string => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

/** The plan in words: its name, what it allows, and when a trial ends (or ended). */
export function planWords(project: ProjectSummary): string {
  const sessions = project.limits.live_sessions_per_day;
  const allowance = `${sessions} live voice ${sessions === 1 ? 'session' : 'sessions'} a day per person`;
  if (project.plan !== 'trial') return `${project.plan} plan: ${allowance}.`;
  const ended = Date.parse(project.trial_ends_at) <= Date.now();
  return `Trial: ${allowance}. ${ended ? 'It ended on' : 'It ends on'} ${formatDay(project.trial_ends_at)}${ended ? ': its pages are read only until its admin chooses a plan.' : '.'}`;
}

/** One project in the list: its name (to its pages), the person's role, its plan; its settings. */
export function ProjectCard({ project }: { readonly project: ProjectSummary }) {
  const portal = usePortal();
  return (
    <li class="pt-card">
      <h2 class="pt-card__title">
        <a {...portalLink(portal, 'pages', project.id)}>{project.name}</a>
      </h2>
      <p>
        Your role: <strong>{project.role}</strong> · Language: {project.default_language}
      </p>
      <p>{planWords(project)}</p>
      <p>
        <a {...portalLink(portal, 'project', project.id)}>Settings of {project.name}</a>
      </p>
    </li>
  );
}

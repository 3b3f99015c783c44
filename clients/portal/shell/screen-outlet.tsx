import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ScreenDefinition } from '../screens.js';
import type { ProjectSummary } from '../types.js';

type Drawn = { readonly id: string; readonly component: ComponentType<{ project: ProjectSummary }> } | { readonly id: string; readonly failed: true };

/**
 * The current screen: its code loaded (most screens are chunks of their own), then drawn for
 * the project. Another project draws it anew (its own state, nothing of the last project's).
 */
export function ScreenOutlet({ screen, project }: { readonly screen: ScreenDefinition; readonly project: ProjectSummary | null }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let current = true;
    screen.load().then(
      (component) => current && setDrawn({ id: screen.id, component: component as Drawn extends { component: infer C } ? C : never }),
      () => current && setDrawn({ id: screen.id, failed: true }),
    );
    return () => void (current = false);
  }, [screen]);

  useEffect(() => {
    document.title = [screen.label, screen.scope === 'project' ? project?.name : null, 'Content portal'].filter(Boolean).join(' · ');
  }, [screen, project?.name]);

  if (drawn === null || drawn.id !== screen.id) return <p role="status">Loading…</p>;
  if ('failed' in drawn)
    return (
      <p class="em-problem" role="alert">
        This screen could not be loaded. Check your connection, then reload the page.
      </p>
    );
  const Screen = drawn.component;
  return <Screen key={project?.id ?? ''} project={project!} />;
}

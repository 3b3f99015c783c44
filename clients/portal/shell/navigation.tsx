import { usePortal } from '../context.js';
import { AREAS, SCREENS, type ScreenDefinition } from '../screens.js';
import { portalLink } from './links.js';

/**
 * The portal's navigation: its areas (Pages, Publish, Settings, Account), then the screens of
 * the current area when it has several. The current one is marked for screen readers.
 */
export function Navigation({ current }: { readonly current: ScreenDefinition | undefined }) {
  const portal = usePortal();
  const projectId = portal.projectId.value;
  const area = current?.area;
  const inArea = SCREENS.filter((screen) => screen.area === area);
  return (
    <div class="pt-navigation">
      <nav class="pt-nav" aria-label="Portal">
        <ul>
          {AREAS.map(({ id, label }) => {
            const first = SCREENS.find((screen) => screen.area === id)!;
            return (
              <li key={id}>
                <a {...portalLink(portal, first.id, projectId)} aria-current={id === area ? 'true' : undefined}>
                  {label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {inArea.length > 1 ? (
        <nav class="pt-nav pt-nav--sub" aria-label={`${AREAS.find((a) => a.id === area)!.label} sections`}>
          <ul>
            {inArea.map((screen) => (
              <li key={screen.id}>
                <a {...portalLink(portal, screen.id, projectId)} aria-current={screen.id === current?.id ? 'page' : undefined}>
                  {screen.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

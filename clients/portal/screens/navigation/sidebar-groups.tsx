import { useState } from 'preact/hooks';
import type { components } from '../../../typescript/client.js';
import { usePortal } from '../../context.js';
import { Reorderable } from '../../ui/reorderable.js';
import { EntryActions } from './entry-actions.js';
import { GroupForm } from './group-form.js';
import type { Change, NavPage } from './index.js';

type SidebarGroup = components['schemas']['SidebarGroup'];

interface SidebarGroupsProps {
  readonly projectId: string;
  readonly language: string;
  readonly groups: readonly SidebarGroup[];
  readonly pages: readonly NavPage[];
  readonly mayEdit: boolean;
  readonly change: Change;
}

/** The sidebar's groups in one language, in order, each with the pages it lists: edited, reordered (dragged, or by keyboard), removed; a new one added last. */
export function SidebarGroups({ projectId, language, groups, pages, mayEdit, change }: SidebarGroupsProps) {
  const portal = usePortal();
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = { params: { path: { projectId } } };
  const one = (groupId: string) => ({ params: { path: { projectId, groupId } } });
  const run = async (refusal: Promise<string | null>) => {
    setBusy(true);
    await refusal;
    setBusy(false);
  };
  const reorder = (ids: string[], done: string) =>
    change('Moving the group', () => portal.api.PUT('/api/projects/{projectId}/sidebar-groups/order', { ...path, body: { language, ids } }), done, true);

  return (
    <section class="pt-panel" aria-labelledby="sidebar-heading">
      <h2 id="sidebar-heading">Sidebar groups ({language})</h2>
      {groups.length === 0 ? <p>No sidebar group in this language yet: the sidebar lists the pages by title.</p> : null}
      <Reorderable
        label={`Sidebar groups in ${language}`}
        items={groups}
        idOf={(group) => group.id}
        nameOf={(group) => group.title}
        movable={mayEdit && editing === null && !busy}
        save={reorder}
      >
        {(group) =>
          editing === group.id ? (
            <GroupForm
              title={`Edit ${group.title}`}
              submitLabel="Save the group"
              pages={pages}
              initial={group}
              cancel={() => setEditing(null)}
              save={async (body) => {
                const refused = await change(
                  'Saving the group',
                  () =>
                    portal.api.PATCH('/api/projects/{projectId}/sidebar-groups/{groupId}', {
                      ...one(group.id),
                      body: { title: body.title, items: [...body.items] },
                    }),
                  `Saved the group “${body.title}”.`,
                  true,
                );
                if (refused === null) setEditing(null);
                return refused;
              }}
            />
          ) : (
            <>
              <h3 class="pt-card__title">{group.title}</h3>
              <p>{group.items.length === 0 ? 'Lists no page.' : `Lists ${group.items.map((item) => item.label).join(', ')}.`}</p>
              {mayEdit ? (
                <EntryActions
                  name={group.title}
                  edit={() => setEditing(group.id)}
                  remove={() =>
                    run(
                      change(
                        'Removing the group',
                        () => portal.api.DELETE('/api/projects/{projectId}/sidebar-groups/{groupId}', one(group.id)),
                        `Removed the group “${group.title}”.`,
                      ),
                    )
                  }
                />
              ) : null}
            </>
          )
        }
      </Reorderable>
      {mayEdit ? (
        <>
          <h3>Add a sidebar group</h3>
          <GroupForm
            title="Add a sidebar group"
            submitLabel="Add the group"
            pages={pages}
            save={(body) =>
              change(
                'Adding the group',
                () => portal.api.POST('/api/projects/{projectId}/sidebar-groups', { ...path, body: { language, title: body.title, items: [...body.items] } }),
                `Added the group “${body.title}”.`,
                true,
              )
            }
          />
        </>
      ) : null}
    </section>
  );
}

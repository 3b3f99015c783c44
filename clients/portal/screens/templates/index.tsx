import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import type { DocTemplate } from '../../edit-mode/types.js';
import { describeFailure } from '../../messages.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import { ConfirmAction } from '../../ui/confirm-action.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { Problem, ReadOnlyNote } from '../../ui/status.js';
import { STANDARD_KEYS } from './drafts.js';
import { TemplateEditor } from './template-editor.js';

const WHO = 'Managers and admins create, change and delete the project’s templates.';

/** A project's own template has the layout it extends; a built-in one is a layout itself. */
const isOwn = (template: DocTemplate) => template.extends !== undefined;

/**
 * Templates: the project's own doc templates (the metadata form of its pages), listed, created,
 * edited with a field editor and a preview of the form they produce, deleted (refused while
 * pages or drafts use one, in the service's words). The built-in ones are named, not changed.
 */
export function TemplatesScreen({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const projectId = project.id;
  const mayEdit = hasRole(project, 'manager');
  const [templates, reload] = useLoaded(
    'Loading the templates',
    () => portal.api.GET('/api/projects/{projectId}/templates', { params: { path: { projectId } } }).then((a) => a.templates),
    [projectId],
  );
  const [open, setOpen] = useState<DocTemplate | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function save(template: DocTemplate, isNew: boolean): Promise<string | null> {
    const fields = template.fields.map(({ options, ...field }) => ({ ...field, ...(options === undefined ? {} : { options: [...options] }) }));
    const body = { name: template.name, description: template.description, fields, ...(template.extends === undefined ? {} : { extends: template.extends }) };
    try {
      if (isNew) await portal.api.POST('/api/projects/{projectId}/templates', { params: { path: { projectId } }, body: { id: template.id, ...body } });
      else await portal.api.PUT('/api/projects/{projectId}/templates/{templateId}', { params: { path: { projectId, templateId: template.id } }, body });
      portal.announce(`${isNew ? 'Created' : 'Saved'} the template “${template.name}”.`);
      setOpen(null);
      await reload();
      return null;
    } catch (failure) {
      return describeFailure(isNew ? 'Creating the template' : 'Saving the template', failure, WHO);
    }
  }
  async function remove(template: DocTemplate) {
    setProblem(null);
    try {
      await portal.api.DELETE('/api/projects/{projectId}/templates/{templateId}', { params: { path: { projectId, templateId: template.id } } });
      portal.announce(`Deleted the template “${template.name}”.`);
    } catch (failure) {
      setProblem(describeFailure('Deleting the template', failure, WHO));
    }
    await reload();
  }

  return (
    <section class="pt-screen">
      <h1>Templates</h1>
      {mayEdit ? (
        <p>A template is the form of a page’s details: the fields an editor fills in, and the layout its pages render with.</p>
      ) : (
        <ReadOnlyNote>{readOnlyBecause(project, WHO)}</ReadOnlyNote>
      )}
      <Problem message={problem} />
      <Show state={templates} loading="Loading the templates…">
        {(list) => {
          const own = list.filter(isOwn);
          const builtIn = list.filter((template) => !isOwn(template));
          const standard = (builtIn[0]?.fields ?? []).filter((field) => STANDARD_KEYS.has(field.key));
          if (open !== null)
            return (
              <TemplateEditor
                key={open === 'new' ? 'new' : open.id}
                template={open === 'new' ? null : open}
                standard={standard}
                readOnly={!mayEdit}
                save={(template) => save(template, open === 'new')}
                close={() => setOpen(null)}
              />
            );
          return (
            <>
              <p>Built in, in every project (they cannot be changed): {builtIn.map((template) => template.name).join(', ')}.</p>
              {own.length === 0 ? <p>No template of this project’s own yet.</p> : null}
              <ul class="pt-cards" aria-label="The project’s templates">
                {own.map((template) => (
                  <li key={template.id} class="pt-card">
                    <h2 class="pt-card__title">{template.name}</h2>
                    <p>
                      <code class="pt-code">{template.id}</code>
                      {template.description === '' ? '' : ` · ${template.description}`}
                    </p>
                    <p>Fields: {template.fields.map((field) => `${field.label}${field.required ? ' (required)' : ''}`).join(', ')}.</p>
                    <div class="pt-card__row">
                      <button type="button" class="em-button em-button--small" onClick={() => setOpen(template)}>
                        {mayEdit ? `Edit ${template.name}` : `Show ${template.name}`}
                      </button>
                      {mayEdit ? (
                        <ConfirmAction
                          small
                          label={`Delete ${template.name}`}
                          question={`Delete ${template.name}? It cannot be undone; while pages or drafts use it, the service keeps it.`}
                          run={() => remove(template)}
                        />
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
              {mayEdit ? (
                <div>
                  <button type="button" class="em-button em-button--primary" onClick={() => setOpen('new')}>
                    New template…
                  </button>
                </div>
              ) : null}
            </>
          );
        }}
      </Show>
    </section>
  );
}

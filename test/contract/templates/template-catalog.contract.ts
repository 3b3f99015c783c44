import { expect } from 'chai';
import type { PageRepository } from '../../../application/pages/ports.js';
import type { ProjectRepository } from '../../../application/projects/ports.js';
import type { TemplateCatalog } from '../../../application/templates/ports.js';
import { STANDARD_FIELDS, type DocTemplate, type SiteLayout } from '../../../domain/templates/template.js';
import { aMembership, aProject, uniqueId } from '../../support/builders.js';
import { aDoc } from '../../support/stores/page-fixtures.js';

export interface TemplateStores {
  readonly templates: TemplateCatalog;
  readonly pages: PageRepository;
  readonly projects: ProjectRepository;
}

const AT = '2026-03-01T10:00:00.000Z';

const aTemplate = (id: string, name = 'Recipe', layout: SiteLayout = 'article'): DocTemplate => ({
  id,
  name,
  description: 'A dish',
  fields: [...STANDARD_FIELDS, { key: 'course', label: 'Course', type: 'select', required: true, options: ['starter', 'main'] }],
  extends: layout,
});

/** What every adapter of TemplateCatalog must do. */
export function templateCatalogContract(stores: () => TemplateStores): void {
  const newProject = async () => {
    const project = aProject({ id: uniqueId('p') });
    await stores().projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    return project.id;
  };

  it('creates, finds, lists and replaces a project template, per project', async () => {
    const { templates } = stores();
    const projectId = await newProject();
    const other = await newProject();
    expect(await templates.create(projectId, aTemplate('recipe'), AT)).to.equal(true);
    expect(await templates.create(projectId, aTemplate('recipe', 'Again'), AT)).to.equal(false);
    expect(await templates.create(other, aTemplate('recipe'), AT)).to.equal(true);
    expect(await templates.find(projectId, 'recipe')).to.deep.equal(aTemplate('recipe'));
    expect(await templates.find(projectId, 'missing')).to.equal(null);
    await templates.create(projectId, aTemplate('menu'), AT);
    expect((await templates.list(projectId)).map((t) => t.id).sort()).to.deep.equal(['menu', 'recipe']);
    expect(await templates.replace(projectId, aTemplate('recipe', 'Renamed', 'landing'), AT)).to.equal(true);
    expect(await templates.find(projectId, 'recipe')).to.deep.include({ name: 'Renamed', extends: 'landing' });
    expect((await templates.find(other, 'recipe'))?.name).to.equal('Recipe');
    expect(await templates.replace(projectId, aTemplate('missing'), AT)).to.equal(false);
  });

  it('keeps which fields the published page hides (show_on_page), through a create and a replace', async () => {
    const { templates } = stores();
    const projectId = await newProject();
    const hidden = (show: boolean): DocTemplate => ({
      ...aTemplate('recipe'),
      fields: [...STANDARD_FIELDS, { key: 'cost', label: 'Cost', type: 'text', required: false, ...(show ? {} : { show_on_page: false }) }],
    });
    await templates.create(projectId, hidden(false), AT);
    expect(await templates.find(projectId, 'recipe')).to.deep.equal(hidden(false));
    await templates.replace(projectId, hidden(true), AT);
    expect((await templates.find(projectId, 'recipe'))?.fields[2]).to.deep.equal({ key: 'cost', label: 'Cost', type: 'text', required: false });
  });

  it('deletes a template only while no page or draft uses it', async () => {
    const { templates, pages } = stores();
    const projectId = await newProject();
    await templates.create(projectId, aTemplate('recipe'), AT);
    const doc = aDoc(projectId, { doc_template_id: 'recipe' });
    await pages.create(doc);
    expect(await templates.delete(projectId, 'recipe')).to.equal('in_use');
    await pages.delete(projectId, doc.id);
    expect(await templates.delete(projectId, 'recipe')).to.equal('deleted');
    expect(await templates.delete(projectId, 'recipe')).to.equal('not_found');
    expect(await templates.find(projectId, 'recipe')).to.equal(null);
  });
}

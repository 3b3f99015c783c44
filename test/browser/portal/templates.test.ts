import { expect } from 'chai';
import { asUser, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** Issue 31, item 8: the project's own templates in the console: a field editor, the form they produce, refusals in the service's words. */
describeBrowser('Browser: the portal’s templates', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });
  const templateOf = async (projectId: string, id: string) => (await asUser(fixture.app, 'tess', 'GET', `/api/projects/${projectId}/templates/${id}`)).body;

  it('creates a template with a field editor and its form previewed, edits it, and deletes one, a template in use refused in the service’s words', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'tess', 'Tess’s kitchen');
    await signInToPortal(page, app, 'tess', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Templates');
    await page.getByText('No template of this project’s own yet.').waitFor();
    await page.getByText(/^Built in, in every project \(they cannot be changed\): .*Article/).waitFor();

    await page.getByRole('button', { name: 'New template…' }).click();
    const form = page.getByRole('form', { name: 'New template' });
    const preview = page.getByRole('region', { name: /^Preview: the form of/ });
    await form.getByRole('button', { name: 'Create the template' }).click();
    await form.getByText('Enter an id: it names the template in the API.').waitFor();
    await form.getByText('Enter the template’s name.').waitFor();
    await form.getByLabel('Id', { exact: true }).fill('Recipe!');
    await form.getByText('Lowercase letters, digits and “-”, starting with a letter or digit (at most 64).').waitFor();
    await form.getByLabel('Id', { exact: true }).fill('recipe');
    await form.getByLabel('Name', { exact: true }).fill('Recipe');
    await form.getByLabel('Its pages look like').selectOption({ label: 'an article (date, author, tags)' });
    // Every template's own fields come first, as the service defines them.
    await preview.getByLabel('Title').waitFor();
    await preview.getByLabel('Description').waitFor();

    await form.getByRole('button', { name: 'Add a field' }).click();
    const time = form.getByRole('group', { name: 'the new field' });
    await time.getByLabel('Label').fill('Cooking time');
    const cooking = form.getByRole('group', { name: 'Cooking time' });
    expect(await cooking.getByLabel('Key').inputValue()).to.equal('cooking_time');
    await cooking.getByLabel('Required to publish').check();
    await cooking.getByLabel('Help', { exact: true }).fill('In minutes, from start to plate.');
    await preview.getByText('In minutes, from start to plate.').waitFor();
    await preview.getByText('(required to publish)').nth(1).waitFor();
    expect(await preview.getByText('In minutes, from start to plate.').count()).to.equal(1);
    expect(await preview.getByText('(required to publish)').count()).to.equal(2);

    await form.getByRole('button', { name: 'Add a field' }).click();
    await form.getByRole('group', { name: 'the new field' }).getByLabel('Label').fill('Course');
    const course = form.getByRole('group', { name: 'Course' });
    await course.getByLabel('Type').selectOption('select');
    await course.getByText('A select field needs at least one option.').waitFor();
    await course.getByLabel('Options').fill('Starter\nMain\nDessert');
    // The preview follows the form a moment later: waited for, then read.
    await preview.getByLabel('Course').locator('option', { hasText: 'Dessert' }).waitFor({ state: 'attached' });
    expect(await preview.getByLabel('Course').locator('option').allTextContents()).to.deep.equal(['(none)', 'Starter', 'Main', 'Dessert']);
    // The template's own fields in the order they are arranged: Course put first by keyboard.
    await form.getByRole('button', { name: 'Move Course', exact: true }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.getByText('Moved “Course” up, to 1 of 2.').waitFor();
    await preview.locator('label').nth(2).filter({ hasText: 'Course' }).waitFor();
    expect(await preview.locator('label').allTextContents()).to.deep.equal([
      'Title * (required to publish)',
      'Description',
      'Course',
      'Cooking time * (required to publish)',
    ]);
    await form.getByRole('button', { name: 'Add a field' }).click();
    await form.getByRole('group', { name: 'the new field' }).getByLabel('Label').fill('Spare');
    await form.getByRole('button', { name: 'Remove the field Spare' }).click();
    await preview.getByLabel('Spare').waitFor({ state: 'detached' });
    // Back at the top, where the preview stands beside the form's start.
    await form.getByLabel('Id', { exact: true }).scrollIntoViewIfNeeded();
    await lookAt(page, 'portal-templates-editor');

    await form.getByRole('button', { name: 'Create the template' }).click();
    await page.getByText('Created the template “Recipe”.').waitFor();
    const card = page.getByRole('list', { name: 'The project’s templates' }).getByRole('listitem').filter({ hasText: 'Recipe' });
    await card.getByText('Fields: Title (required), Description, Course, Cooking time (required).').waitFor();
    const created = await templateOf(projectId, 'recipe');
    expect(created).to.deep.include({ id: 'recipe', name: 'Recipe', extends: 'article' });
    expect(created.fields.slice(2)).to.deep.equal([
      { key: 'course', label: 'Course', type: 'select', required: false, options: ['Starter', 'Main', 'Dessert'] },
      { key: 'cooking_time', label: 'Cooking time', type: 'text', required: true, help: 'In minutes, from start to plate.' },
    ]);
    await lookAt(page, 'portal-templates');

    // The service's refusal, in its words: the id is taken.
    await page.getByRole('button', { name: 'New template…' }).click();
    await form.getByLabel('Id', { exact: true }).fill('recipe');
    await form.getByLabel('Name', { exact: true }).fill('Another recipe');
    await form.getByRole('button', { name: 'Create the template' }).click();
    await form.getByRole('alert').getByText('Creating the template failed: Template recipe already exists.').waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();

    await card.getByRole('button', { name: 'Edit Recipe' }).click();
    const edit = page.getByRole('form', { name: 'Edit the template Recipe' });
    await edit.getByRole('group', { name: 'Title (every template has it)' }).getByLabel('Label').fill('Dish');
    await edit.getByRole('group', { name: 'Course' }).getByLabel('Required to publish').check();
    await preview.getByLabel('Dish').waitFor();
    await edit.getByRole('button', { name: 'Save the template' }).click();
    await page.getByText('Saved the template “Recipe”.').waitFor();
    await card.getByText('Fields: Dish (required), Description, Course (required), Cooking time (required).').waitFor();
    expect((await templateOf(projectId, 'recipe')).fields[0]).to.deep.include({ key: 'title', label: 'Dish', type: 'text', required: true });

    const page1 = await asUser(app, 'tess', 'POST', `/api/projects/${projectId}/pages`, {
      slug: 'soup',
      language: 'en',
      doc_template_id: 'recipe',
      metadata: { title: 'Soup', cooking_time: '20', course: 'Starter' },
      content: '# Soup',
    });
    expect(page1.status, JSON.stringify(page1.body)).to.equal(201);
    await card.getByRole('button', { name: 'Delete Recipe…' }).click();
    await card.getByRole('button', { name: 'Delete Recipe', exact: true }).click();
    await page.getByRole('alert').getByText('Deleting the template failed: Template recipe is used by pages or drafts.').waitFor();
    expect((await asUser(app, 'tess', 'DELETE', `/api/projects/${projectId}/pages/${page1.body.id}`)).status).to.equal(204);
    await card.getByRole('button', { name: 'Delete Recipe…' }).click();
    await card.getByRole('button', { name: 'Delete Recipe', exact: true }).click();
    await page.getByText('Deleted the template “Recipe”.').waitFor();
    await page.getByText('No template of this project’s own yet.').waitFor();
    expect((await asUser(app, 'tess', 'GET', `/api/projects/${projectId}/templates/recipe`)).status).to.equal(404);
  });

  it('shows a member the templates read only with the reason, each form still previewed', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'tess', 'Tess’s bakery', { ugo: 'member' });
    const created = await asUser(app, 'tess', 'POST', `/api/projects/${projectId}/templates`, {
      id: 'bread',
      name: 'Bread',
      fields: [{ key: 'flour', label: 'Flour', type: 'select', options: ['Wheat', 'Rye'], required: true }],
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    await signInToPortal(page, app, 'ugo', `?project=${projectId}&screen=templates`);
    await page
      .getByRole('note')
      .getByText('Read only: you are a member of “Tess’s bakery”. Managers and admins create, change and delete the project’s templates.')
      .waitFor();
    expect(await page.getByRole('button', { name: /New template|Delete/ }).count()).to.equal(0);
    await page.getByRole('button', { name: 'Show Bread' }).click();
    const form = page.getByRole('form', { name: 'The template Bread' });
    expect(await form.getByRole('group', { name: 'Flour' }).getByLabel('Label').isDisabled()).to.equal(true);
    expect(await form.getByRole('button', { name: /Save|Add a field|Remove/ }).count()).to.equal(0);
    const preview = page.getByRole('region', { name: 'Preview: the form of “Bread”' });
    expect(await preview.getByLabel('Flour').locator('option').allTextContents()).to.deep.equal(['(none)', 'Wheat', 'Rye']);
    await lookAt(page, 'portal-templates-read-only');
    await form.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Show Bread' }).waitFor();
  });
});

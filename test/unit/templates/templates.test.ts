import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { BUILT_IN_TEMPLATES } from '../../../domain/templates/built-in.js';
import { checkMetadata } from '../../../domain/templates/check-metadata.js';
import { STARTER_KITS } from '../../../domain/templates/starter-kit.js';
import { DESCRIPTION_FIELD, missingRequiredFields, TITLE_FIELD, type DocTemplate } from '../../../domain/templates/template.js';
import { defineTemplate } from '../../../domain/templates/template-definition.js';
import { leftOf, rightOf } from '../../support/expect.js';

const everyType: DocTemplate = {
  id: 'all',
  name: 'All',
  description: '',
  fields: [
    { key: 'title', label: 'Title', type: 'text', required: true },
    { key: 'body', label: 'Body', type: 'markdown', required: false },
    { key: 'kind', label: 'Kind', type: 'select', required: false, options: ['a', 'b'] },
    { key: 'on', label: 'On', type: 'boolean', required: false },
    { key: 'day', label: 'Day', type: 'date', required: false },
    { key: 'link', label: 'Link', type: 'url', required: false },
    { key: 'picture', label: 'Picture', type: 'image', required: false },
    { key: 'tags', label: 'Tags', type: 'tags', required: true },
  ],
};

const messageOf = (result: E.Either<{ message: string }, unknown>) => leftOf(result).message;

describe('Built-in templates and starter kits', () => {
  it('include page, article, faq, landing, custom-html and custom-astro, each with title and description', () => {
    expect(BUILT_IN_TEMPLATES.map((t) => t.id)).to.deep.equal(['page', 'article', 'faq', 'landing', 'custom-html', 'custom-astro']);
    for (const template of BUILT_IN_TEMPLATES) {
      expect(template.fields[0]).to.deep.equal(TITLE_FIELD);
      expect(template.fields[1]).to.include({ key: 'description', type: 'textarea' });
      expect(new Set(template.fields.map((f) => f.key)).size, template.id).to.equal(template.fields.length);
    }
  });

  it("starter kits only name built-in templates, and their pages use the kit's templates", () => {
    const ids = new Set(BUILT_IN_TEMPLATES.map((t) => t.id));
    for (const kit of STARTER_KITS) {
      for (const id of kit.doc_templates) expect(ids.has(id), `${kit.id}: ${id}`).to.equal(true);
      for (const page of kit.pages) expect(kit.doc_templates).to.include(page.doc_template_id);
    }
  });
});

describe('checkMetadata', () => {
  it('accepts values of each field type, empty strings, and null removals of any key', () => {
    const ok = {
      title: 'T',
      body: '# x',
      kind: 'a',
      on: false,
      day: '2026-03-01',
      link: 'https://example.com/x',
      picture: '/img/a.png',
      tags: ['x', 'y'],
      gone: null,
    };
    expect(checkMetadata(everyType, ok)).to.deep.equal(E.right(undefined));
    expect(checkMetadata(everyType, { title: '', kind: '', day: '', link: '' })).to.deep.equal(E.right(undefined));
    expect(checkMetadata(everyType, { day: '2026-03-01T10:00:00Z' })).to.deep.equal(E.right(undefined));
  });

  it('takes only dates the calendar has, and times the clock shows (issue 41)', () => {
    for (const day of ['2028-02-29', '2030-12-31', '2030-02-28T23:59:59+14:00'])
      expect(checkMetadata(everyType, { day }), day).to.deep.equal(E.right(undefined));
    for (const day of ['2030-02-30', '2030-02-29', '2030-04-31', '2030-02-30T09:00:00Z', '2030-01-01T25:00:00Z', '2030-01-01T09:61:00Z']) {
      expect(messageOf(checkMetadata(everyType, { day })), day).to.equal('metadata.day must be a date (YYYY-MM-DD or an ISO 8601 time)');
    }
  });

  it('names unknown keys and every wrongly typed value', () => {
    const result = checkMetadata(everyType, {
      colour: 'red',
      size: 3,
      title: 5,
      kind: 'c',
      on: 'yes',
      day: '01/03/2026',
      link: 'javascript:alert(1)',
      picture: '//evil',
      tags: 'x',
    });
    expect(messageOf(result)).to.equal(
      'metadata has keys that template all does not define: colour, size; metadata.title must be a string; metadata.kind must be one of a, b; ' +
        'metadata.on must be a boolean; metadata.day must be a date (YYYY-MM-DD or an ISO 8601 time); ' +
        'metadata.link must be an http(s) URL or a path starting with /; metadata.picture must be an http(s) URL or a path starting with /; ' +
        'metadata.tags must be an array of strings',
    );
  });

  it('takes http and site-relative links, textarea text, and refuses a select without options, a mixed tag list and other schemes', () => {
    const more: DocTemplate = {
      ...everyType,
      fields: [
        { key: 'notes', label: 'Notes', type: 'textarea', required: false },
        { key: 'mode', label: 'Mode', type: 'select', required: false },
        ...everyType.fields,
      ],
    };
    expect(checkMetadata(more, { notes: 'a\nb', link: 'http://example.com/', picture: 'https://example.com/a.png' })).to.deep.equal(E.right(undefined));
    expect(messageOf(checkMetadata(more, { mode: 'a', tags: ['a', 1], link: 'ftp://example.com/x' }))).to.equal(
      'metadata.mode must be one of ; metadata.tags must be an array of strings; metadata.link must be an http(s) URL or a path starting with /',
    );
  });

  it('takes metadata of at most 1 MiB of JSON', () => {
    const sized = (length: number) => ({ title: 'x'.repeat(length - '{"title":""}'.length) });
    expect(checkMetadata(everyType, sized(1024 * 1024))).to.deep.equal(E.right(undefined));
    expect(messageOf(checkMetadata(everyType, sized(1024 * 1024 + 1)))).to.equal('metadata must be at most 1048576 characters as JSON');
  });

  it('does not enforce required fields (publish does)', () => {
    expect(checkMetadata(everyType, {})).to.deep.equal(E.right(undefined));
    expect(missingRequiredFields(everyType, { title: '', tags: [] })).to.deep.equal(['title', 'tags']);
    expect(missingRequiredFields(everyType, { title: 'T', tags: ['a'] })).to.deep.equal([]);
    expect(missingRequiredFields(everyType, { title: null })).to.deep.equal(['title', 'tags']);
    expect(missingRequiredFields(everyType, { title: 0, tags: [''], body: '' })).to.deep.equal([]);
  });
});

describe('defineTemplate', () => {
  const field = (key: string, type = 'text', extra = {}) => ({ key, label: key, type: type as 'text', ...extra });

  it('adds title and description in front, keeping labels sent back for them', () => {
    const result = defineTemplate({ id: 'recipe', name: 'Recipe', fields: [field('title', 'text', { label: 'Dish', required: true }), field('course')] });
    expect(rightOf(result)).to.deep.equal({
      id: 'recipe',
      name: 'Recipe',
      description: '',
      fields: [
        { key: 'title', label: 'Dish', type: 'text', required: true, help: TITLE_FIELD.help },
        { key: 'description', label: 'Description', type: 'textarea', required: false, help: DESCRIPTION_FIELD.help },
        { key: 'course', label: 'course', type: 'text', required: false },
      ],
      extends: 'page',
    });
  });

  it('keeps help texts, trimmed, for its own fields and for title and description (an empty one is none)', () => {
    const result = defineTemplate({
      id: 'recipe',
      name: 'Recipe',
      fields: [
        field('title', 'text', { required: true, help: '  The dish, as the menu names it. ' }),
        field('description', 'textarea', { help: '' }),
        field('course', 'select', { options: ['starter', 'main'], help: 'When it is served.' }),
        field('notes', 'textarea', { help: '   ' }),
      ],
    });
    expect(rightOf(result).fields).to.deep.equal([
      { key: 'title', label: 'title', type: 'text', required: true, help: 'The dish, as the menu names it.' },
      { key: 'description', label: 'description', type: 'textarea', required: false, help: DESCRIPTION_FIELD.help },
      { key: 'course', label: 'course', type: 'select', required: false, options: ['starter', 'main'], help: 'When it is served.' },
      { key: 'notes', label: 'notes', type: 'textarea', required: false },
    ]);
  });

  it('gives every field of the built-in templates a help text', () => {
    const withoutHelp = BUILT_IN_TEMPLATES.flatMap((template) => template.fields.filter((f) => (f.help ?? '') === '').map((f) => `${template.id}.${f.key}`));
    expect(withoutHelp).to.deep.equal([]);
  });

  it('names every problem: duplicates, reserved keys, redefined standard fields, select options', () => {
    const result = defineTemplate({
      id: 'x',
      name: 'X',
      fields: [field('a'), field('a'), field('slug'), field('title', 'markdown'), field('pick', 'select'), field('b', 'text', { options: ['o'] })],
    });
    expect(messageOf(result)).to.equal(
      'fields[1].key a is defined twice; fields[2].key slug is reserved; fields[3] must keep title as a required text field; ' +
        'fields[4].options is required for a select field; fields[5].options is only for a select field',
    );
  });

  it('keeps standard fields required as they are (description optional), refuses a select with no options, and at most 100 fields', () => {
    expect(
      messageOf(
        defineTemplate({ id: 'x', name: 'X', fields: [field('title', 'text', { required: false }), field('description', 'textarea', { required: true })] }),
      ),
    ).to.equal('fields[0] must keep title as a required text field; fields[1] must keep description as a textarea field');
    expect(messageOf(defineTemplate({ id: 'x', name: 'X', fields: [field('pick', 'select', { options: [] })] }))).to.equal(
      'fields[0].options is required for a select field',
    );
    const many = (n: number) => Array.from({ length: n }, (_, i) => field(`f${i}`));
    rightOf(defineTemplate({ id: 'x', name: 'X', fields: many(100) }));
    expect(messageOf(defineTemplate({ id: 'x', name: 'X', fields: many(101) }))).to.equal('fields must be an array of at most 100 fields');
  });
});

import type { Prompt } from '@modelcontextprotocol/server';

const PROJECT_ARG = { name: 'project_id', description: "The project (an API key's own when omitted)", required: false };
const arg = (name: string, description: string, required = true) => ({ name, description, required });

/**
 * The prompts `prompts/list` offers and the API description lists (no SDK code: the
 * description is built without loading it). What each one reads and asks is in prompts.ts.
 */
export const PROMPTS: readonly Prompt[] = [
  {
    name: 'draft_page_from_notes',
    title: 'Draft a page from notes',
    description: "Writes a page from rough notes in one of the project's templates (its fields embedded), ready to save as a draft.",
    arguments: [
      PROJECT_ARG,
      arg('template_id', 'The template the page uses'),
      arg('notes', 'The notes to write the page from'),
      arg('language', 'The page language', false),
    ],
  },
  {
    name: 'rewrite_page',
    title: 'Rewrite a page',
    description: 'Rewrites a live page for a reading level or a length, keeping its facts (the page embedded).',
    arguments: [
      PROJECT_ARG,
      arg('language', 'The page language'),
      arg('slug', 'The page slug'),
      arg('reading_level', 'Who reads it, e.g. "plain language" or "expert"', false),
      arg('length', 'e.g. "half as long" or "about 300 words"', false),
    ],
  },
  {
    name: 'translate_page',
    title: 'Translate a page',
    description: 'Translates a live page into another language as a draft (the source page embedded).',
    arguments: [
      PROJECT_ARG,
      arg('slug', 'The page slug'),
      arg('source_language', 'The language it is written in'),
      arg('target_language', 'The language to translate into'),
    ],
  },
  {
    name: 'summarise_changes',
    title: 'Summarise what changed',
    description: 'Summarises what changed on the site since a date, from its publish history and the pages edited since (embedded).',
    arguments: [PROJECT_ARG, arg('since', 'A date, YYYY-MM-DD or ISO 8601')],
  },
  {
    name: 'answer_unanswered_question',
    title: 'Answer a question visitors asked',
    description: 'Drafts an answer to a question the site could not answer, from the question, how visitors asked it, and the closest pages (embedded).',
    arguments: [PROJECT_ARG, arg('question_id', 'The unanswered question (list_unanswered_questions)')],
  },
];

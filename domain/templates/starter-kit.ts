import * as t from 'io-ts';

/** A starter page a project starter kit creates. */
interface StarterPage {
  readonly slug: string;
  readonly doc_template_id: string;
  readonly title: string;
}

/**
 * A project template (starter kit): which doc templates a new project of this kind uses, and
 * which pages it starts with (created in the project's default language).
 */
export interface ProjectStarterKit {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly doc_templates: readonly string[];
  readonly pages: readonly StarterPage[];
}

export const STARTER_KITS: readonly ProjectStarterKit[] = [
  {
    id: 'blank',
    name: 'Blank',
    description: 'One home page to start from.',
    doc_templates: ['page'],
    pages: [{ slug: 'home', doc_template_id: 'page', title: 'Home' }],
  },
  {
    id: 'business',
    name: 'Business website',
    description: 'A landing page, about and contact pages, and an FAQ the live agent can grow.',
    doc_templates: ['landing', 'page', 'faq'],
    pages: [
      { slug: 'home', doc_template_id: 'landing', title: 'Home' },
      { slug: 'about', doc_template_id: 'page', title: 'About us' },
      { slug: 'contact', doc_template_id: 'page', title: 'Contact' },
      { slug: 'faq', doc_template_id: 'faq', title: 'Frequently asked questions' },
    ],
  },
  {
    id: 'blog',
    name: 'Blog',
    description: 'A home page, an about page and a first article.',
    doc_templates: ['page', 'article'],
    pages: [
      { slug: 'home', doc_template_id: 'page', title: 'Home' },
      { slug: 'about', doc_template_id: 'page', title: 'About' },
      { slug: 'blog/hello-world', doc_template_id: 'article', title: 'Hello, world' },
    ],
  },
  {
    id: 'documentation',
    name: 'Documentation',
    description: 'Guides as pages and articles, with an FAQ.',
    doc_templates: ['page', 'article', 'faq'],
    pages: [
      { slug: 'home', doc_template_id: 'page', title: 'Documentation' },
      { slug: 'getting-started', doc_template_id: 'article', title: 'Getting started' },
      { slug: 'faq', doc_template_id: 'faq', title: 'FAQ' },
    ],
  },
];

/** The id of a starter kit, as a request names it (a new project's `template`). */
export const StarterKitId = t.keyof(
  Object.fromEntries(STARTER_KITS.map((kit) => [kit.id, null])) as Record<string, null>,
  `one of ${STARTER_KITS.map((kit) => kit.id).join(', ')}`,
);

export const starterKit = (id: string): ProjectStarterKit | undefined => STARTER_KITS.find((kit) => kit.id === id);

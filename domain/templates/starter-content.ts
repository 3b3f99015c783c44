import { faqEntry } from '../knowledge/faq-entry.js';

/**
 * What a starter kit's page starts with: real text for the kind of business, written to be
 * replaced (headings, an introduction, a call to action to another page of the kit, an FAQ where
 * one fits), so that a new project's first site reads as a site. Written in English whatever the
 * project's language: the editor rewrites it, the translator can carry it.
 */
export interface StarterContent {
  /** The page's markdown body (its title is its heading, so the body starts below it). */
  readonly content: string;
  /** Metadata beside the title: a description, and a landing page's headline and call to action. */
  readonly metadata: Readonly<Record<string, string>>;
}

/** A link to another page of the kit, in the page's language (site paths start at the site's root). */
type PathOf = (slug: string) => string;

const paragraphs = (...blocks: string[]): string => `${blocks.join('\n\n')}\n`;

const faq = (...entries: ReadonlyArray<readonly [string, string]>): string => entries.map(([q, a]) => faqEntry(q, a)).join('\n');

type Writer = (path: PathOf) => StarterContent;

const BLANK: Record<string, Writer> = {
  home: (path) => ({
    metadata: { description: 'Who we are, what we do, and how to reach us.' },
    content: paragraphs(
      'Welcome! This is the first page of your site. Replace this text with a few sentences about who you are and what visitors can find here.',
      '## What we do',
      'Say in plain words what you offer and who it is for. One short paragraph is enough: visitors decide in seconds whether they are in the right place.',
      '## Get in touch',
      `Tell visitors the one thing you would like them to do next (call, write, visit) and link to the page that says how, [as this link to the home page does](${path('home')}). Add that page, then point this link at it.`,
    ),
  }),
};

const BUSINESS: Record<string, Writer> = {
  home: (path) => ({
    metadata: {
      description: 'A local business that does one thing well. Tell visitors what it is here.',
      headline: 'Good work, done close to home',
      subheadline: 'Replace this line with what you offer and who it is for: one sentence a visitor can repeat.',
      cta_label: 'Contact us',
      cta_url: path('contact'),
    },
    content: paragraphs(
      '## What we offer',
      'Describe your main service or product in two or three sentences. Say what makes it worth choosing: the care you take, the time you save your customers, the people behind it.',
      '## Why customers come back',
      '- **Clear prices**: say what things cost before the work starts.\n- **On time**: say how quickly you answer and deliver.\n- **Close by**: say where you work and which area you serve.',
      '## Ready to start?',
      `[Get in touch](${path('contact')}) and we will answer within one working day, or read the [answers to common questions](${path('faq')}) first.`,
    ),
  }),
  about: (path) => ({
    metadata: { description: 'The people behind the business and how it started.' },
    content: paragraphs(
      'Tell your story here: when you started, why, and what you care about. Visitors trust a business they can picture, so name the people and the place.',
      '## How we work',
      'Describe a typical job from first contact to the finished result. Mention what customers can count on at every step.',
      '## Our team',
      'Introduce the people a customer will meet, with a sentence each about their experience.',
      `Want to work with us? [Contact us](${path('contact')}).`,
    ),
  }),
  contact: (path) => ({
    metadata: { description: 'How to reach us: phone, email, address and opening hours.' },
    content: paragraphs(
      'We are happy to hear from you. Replace the details below with your own.',
      '## Reach us',
      '- **Phone**: +00 000 000 000\n- **Email**: hello@example.com\n- **Address**: Street and number, postcode, town',
      '## Opening hours',
      'Monday to Friday, 9:00 to 17:00. Say here when you answer messages outside these hours.',
      `Looking for a quick answer? [Read the common questions](${path('faq')}).`,
    ),
  }),
  faq: (path) => ({
    metadata: { description: 'Answers to the questions customers ask most often.' },
    content: faq(
      ['How quickly do you answer?', 'Replace this with your real answer, for example: we answer every message within one working day.'],
      ['How much does it cost?', 'Give a price range or explain how you quote, so visitors know what to expect before they ask.'],
      ['Which area do you serve?', `Name the towns or regions you work in. Outside them? [Contact us](${path('contact')}) and we will tell you honestly.`],
    ),
  }),
};

const BLOG: Record<string, Writer> = {
  home: (path) => ({
    metadata: { description: 'Notes, stories and ideas, written as they come.' },
    content: paragraphs(
      'Welcome to the blog. Replace this with a sentence about what you write about and who it is for.',
      '## Start here',
      `Read the [first article](${path('blog/hello-world')}) to see how a post looks, then write your own.`,
      '## About the author',
      `A blog reads better when readers know who writes it: [a few words about me](${path('about')}).`,
    ),
  }),
  about: (path) => ({
    metadata: { description: 'Who writes this blog, and why.' },
    content: paragraphs(
      'Introduce yourself: your name, what you do, and why you started writing here.',
      '## What you will find here',
      'Say which topics you cover and how often you publish, so readers know what to come back for.',
      `Start with the [latest article](${path('blog/hello-world')}).`,
    ),
  }),
  'blog/hello-world': (path) => ({
    metadata: { description: 'The first article of the blog: what it will be about.' },
    content: paragraphs(
      'This is your first article. Replace it with your own, or keep it as a short welcome to readers.',
      '## Why this blog',
      'Write a few sentences about what pushed you to start, and what you hope readers take away.',
      '## What comes next',
      'Tell readers what the next articles will cover. A promise you keep is a reason to come back.',
      `Thanks for reading. [Back to the home page](${path('home')}).`,
    ),
  }),
};

const DOCUMENTATION: Record<string, Writer> = {
  home: (path) => ({
    metadata: { description: 'Guides and answers for getting the most out of the product.' },
    content: paragraphs(
      'Everything you need to use the product, from the first steps to the finer points. Replace this with one sentence about what your product does.',
      '## New here?',
      `Follow the [getting started guide](${path('getting-started')}): it takes about ten minutes.`,
      '## Stuck?',
      `The [frequently asked questions](${path('faq')}) answer what most people ask first.`,
    ),
  }),
  'getting-started': (path) => ({
    metadata: { description: 'The first steps: from nothing to a working setup.' },
    content: paragraphs(
      'This guide takes you from nothing to a working setup. Replace each step with your own.',
      '## 1. Create an account',
      'Say where to sign up and what a new user needs at hand.',
      '## 2. Set it up',
      'Walk through the one setting everybody must choose, with the value most people should pick.',
      '## 3. Try it',
      'Give a small task that shows the product working, and what the reader should see when it does.',
      `Something did not work? [Check the FAQ](${path('faq')}).`,
    ),
  }),
  faq: (path) => ({
    metadata: { description: 'Answers to the questions users ask most often.' },
    content: faq(
      ['Where do I start?', `With the [getting started guide](${path('getting-started')}): it covers the first ten minutes.`],
      ['Is there a free trial?', 'Replace this with your answer: say how long it lasts and what it includes.'],
      ['How do I get help?', 'Say how users reach you (email, chat, a forum) and how quickly you answer.'],
    ),
  }),
};

const KITS: Readonly<Record<string, Readonly<Record<string, Writer>>>> = { blank: BLANK, business: BUSINESS, blog: BLOG, documentation: DOCUMENTATION };

/** The starter text of a kit's page in `language`; empty for a page the kit has no text for. */
export function starterContent(kitId: string, slug: string, language: string): StarterContent {
  const write = KITS[kitId]?.[slug];
  return write === undefined ? { content: '', metadata: {} } : write((target) => `/${language}/${target}/`);
}

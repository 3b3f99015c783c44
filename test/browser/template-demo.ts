import { expect } from 'chai';
import type { TestApp } from '../support/test-app.js';
import { publish } from '../http/publishing/support.js';
import { LANDSCAPE, LOGO, uploadPng } from './demo-site.js';

/** Rain over a hill, for the article's cover: drawn here, so the tests need no file and no network. */
const RAIN = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b6b7a"/><stop offset="1" stop-color="#9fb3c2"/></linearGradient></defs>
<rect width="1600" height="800" fill="url(#sky)"/><path d="M0 620 Q500 470 1000 600 T1600 560 V800 H0Z" fill="#3d5a4c"/>
<g stroke="#dfe8ef" stroke-width="4" stroke-linecap="round" opacity=".7">
<path d="M120 80 l-30 90M320 160 l-30 90M520 60 l-30 90M720 200 l-30 90M920 90 l-30 90M1120 170 l-30 90M1320 70 l-30 90M1520 190 l-30 90M220 330 l-30 90M620 360 l-30 90M1020 330 l-30 90M1420 380 l-30 90"/></g>
<rect x="740" y="420" width="120" height="170" rx="26" fill="#e0a526"/><circle cx="800" cy="400" r="34" fill="#e0a526"/></svg>`;

const WORKSHOP = `We cut, sew and tape every seam in our workshop in Bergen, a few streets from the harbour.

## What we make

Rain jackets, trousers and packs for long walks in wet places. Every piece is tested on the
coast path before it is sold.

## Visiting

The workshop is open to visitors on Saturdays from 10 to 14.`;

const ARTICLE = `We took six jackets along the west coast for a week of rain, wind and one afternoon of hail.

## What held

The taped seams kept the water out on every jacket. The new zip garage stopped the drip at the chin.

## What did not

Two hoods lost their shape after three days of wind: the next batch gets a stiffer brim.`;

const FAQ = `## When will my order arrive?

Orders leave the workshop within two working days. Delivery takes 3 to 5 days in Europe.

## Can I return a jacket?

Yes: send it back within 60 days, worn or not. We pay the postage.

## Do you repair old gear?

Repairs are free for two years, and at cost after that.`;

const ARABIC = `أخذنا ست سترات على طول الساحل الغربي لأسبوع من المطر والريح.

## ما الذي صمد

أبقت الدرزات الملصوقة الماء خارج كل السترات، وأوقف غطاء السحاب الجديد التسرب عند الذقن.

## ما الذي لم يصمد

فقدت قلنسوتان شكلهما بعد ثلاثة أيام من الريح.`;

export interface TemplateDemo {
  readonly projectId: string;
  /** Paths below the site's root, by name: each built-in layout's page, the Arabic article, the landing page's other arrangements. */
  readonly pages: { readonly landing: string; readonly page: string; readonly article: string; readonly faq: string; readonly arabic: string };
  readonly arrangements: { readonly centered: string; readonly minimal: string };
}

/**
 * A published site with a page of every built-in layout, every field filled as an editor
 * would: a landing page (split, the English home page), a page in the navigation with a hero
 * image, an article with its byline, cover, summary and tags (in English and Arabic), and an
 * FAQ with its category and contact link.
 */
export async function publishTemplateDemo(app: TestApp): Promise<TemplateDemo> {
  const projectId = await app.createProject('owner', { name: 'Northwind Outfitters', default_language: 'en' });
  const api = (rest: string) => `/api/projects/${projectId}${rest}`;
  const [landscape, rain, logo] = [await uploadPng(app, projectId, LANDSCAPE), await uploadPng(app, projectId, RAIN), await uploadPng(app, projectId, LOGO)];
  const page = async (doc_template_id: string, slug: string, metadata: Record<string, unknown>, content: string, language = 'en') => {
    const saved = await app.request('POST', api('/docs/edit/save'), {
      as: 'owner',
      body: { draftId: 'new', doc_template_id, language, metadata: { slug, ...metadata }, content },
    });
    expect(saved.status, JSON.stringify(saved.body)).to.be.oneOf([200, 201]);
  };
  const landing = (layout: string) => ({
    title: 'Northwind Outfitters',
    description: 'Rain gear made by hand in Bergen.',
    headline: 'Stay dry on the longest walks',
    subheadline: 'Jackets, trousers and packs, cut and taped by hand in our workshop, tested on the coast path.',
    hero_image: landscape.url,
    cta_label: 'See how we work',
    cta_url: '/en/workshop/',
    layout,
  });
  await page('landing', 'home', landing('split'), 'Every piece is repaired for free for two years.');
  await page('landing', 'launch-centered', landing('centered'), 'Every piece is repaired for free for two years.');
  await page('landing', 'launch-minimal', landing('minimal'), 'Every piece is repaired for free for two years.');
  await page(
    'page',
    'workshop',
    { title: 'Our workshop', description: 'Where we make your gear.', hero_image: landscape.url, show_in_navigation: true },
    WORKSHOP,
  );
  const article = { published_on: '2026-05-01', cover_image: rain.url, tags: [] as string[] };
  await page(
    'article',
    'journal/rain-test',
    {
      ...article,
      title: 'A week of rain on the coast path',
      description: 'Six jackets, seven days, one hailstorm.',
      author: 'Ingrid Solberg',
      summary: 'We walked the west coast for a week to see which seams hold. **All of them did**; two hoods did not.',
      tags: ['field test', 'jackets', 'repairs'],
    },
    ARTICLE,
  );
  await page(
    'article',
    'journal/rain-test',
    {
      ...article,
      title: 'أسبوع من المطر على الساحل',
      description: 'ست سترات وسبعة أيام.',
      author: 'إنغريد سولبرغ',
      summary: 'مشينا على الساحل الغربي أسبوعًا لنرى أي الدرزات تصمد. **صمدت كلها**.',
      tags: ['اختبار ميداني', 'سترات'],
    },
    ARABIC,
    'ar',
  );
  await page(
    'faq',
    'faq',
    { title: 'Questions and answers', description: 'Orders, returns and repairs.', category: 'Orders and returns', show_contact_link: true },
    FAQ,
  );
  await page('page', 'contact', { title: 'Contact', description: 'Write to the workshop.' }, 'Write to hello@northwind.example.');
  for (const [language, label, slug] of [
    ['en', 'Journal', 'journal/rain-test'],
    ['en', 'FAQ', 'faq'],
    ['ar', 'اليوميات', 'journal/rain-test'],
  ] as const) {
    const nav = await app.request('POST', api('/header-nav-items'), { as: 'owner', body: { language, label, slug } });
    expect(nav.status, JSON.stringify(nav.body)).to.equal(201);
  }
  const settings = await app.request('PATCH', api('/settings/site'), {
    as: 'owner',
    body: { accent_color: '#0f766e', logo_image_id: logo.id, home_pages: { en: 'home' } },
  });
  expect(settings.status, JSON.stringify(settings.body)).to.equal(200);
  await publish(app, projectId);
  return {
    projectId,
    pages: { landing: 'en/', page: 'en/workshop/', article: 'en/journal/rain-test/', faq: 'en/faq/', arabic: 'ar/journal/rain-test/' },
    arrangements: { centered: 'en/launch-centered/', minimal: 'en/launch-minimal/' },
  };
}

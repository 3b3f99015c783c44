import type { SitePage } from '../question-set.js';

/** Crumb & Co., a bakery and café in a small English market town. */
export const pages: readonly SitePage[] = [
  {
    slug: 'opening-times',
    title: 'Opening times',
    content: `## The shop and café

We open at nine and close at five, Tuesday to Friday. On Saturdays the doors open earlier, at eight, and we close at four, or sooner if the bread runs out, which happens more often than we'd like.

Sunday and Monday we're shut: the bakers need their rest too.

## Bank holidays and Christmas

We take Christmas Day, Boxing Day and New Year's Day off. On other bank holidays we keep Saturday times. Any changes go up on the door and on Instagram a week ahead.

## Breakfast and lunch

Breakfast is served until half eleven; the lunch menu runs from twelve until half two.`,
  },
  {
    slug: 'find-us',
    title: 'Find us',
    content: `Crumb & Co., 14 Mill Lane, Ashby LE65 1AB.

## Getting here

We're on the corner of Mill Lane and Market Street, two minutes' walk from the market cross, opposite the library. The 9 and 29 buses stop right outside. From the railway station it's a ten-minute walk: turn left and follow the signs for the town centre.

## Parking

There is free parking behind the shop for six cars; the entrance is through the archway next to the florist. If it's full, the council car park on Bath Street is three minutes away and free for the first hour.

## Step-free access

The café is all on one level with a wide door, and there's an accessible toilet. Prams and wheelchairs are welcome.`,
  },
  {
    slug: 'allergies',
    title: 'Allergies and dietary needs',
    content: `We bake everything on site, in one small kitchen, so we can't promise that anything is completely free of traces of nuts, sesame, eggs, milk or wheat.

## Gluten-free

Every Thursday and Saturday we bake a gluten-free loaf and a small batch of gluten-free brownies, first thing, before the flour comes out. They go quickly, so ask us to put one aside. We are not a coeliac-safe kitchen: if you're coeliac, please talk to us before ordering.

## Nuts

The almond croissants, the Bakewell slices and the praline cake contain nuts. Everything else is made without nuts, but in the same kitchen.

## Vegan and dairy-free

The sourdough, the seeded rye and the ciabatta contain no milk, butter or eggs, and oat milk in your coffee costs nothing extra. Ask at the counter for today's vegan cake.

## Ingredients

Each product has a card listing which of the 14 allergens it contains. Can't see it? Ask, and we'll show you the recipe.`,
  },
  {
    slug: 'celebration-cakes',
    title: 'Celebration cakes',
    content: `Birthdays, weddings, christenings, retirements: we love making the cake.

## How to order

Come in and talk to Priya, or email cakes@crumbandco.co.uk with the date, how many guests, and what you have in mind. We need at least a week's notice, and three months for a wedding.

## Sizes

A 6-inch cake serves 8 to 10 and starts at £35; an 8-inch serves up to 20 and starts at £55. Tiered cakes are quoted individually. Writing on top is free; a printed photo is £6.

## Deposit and collection

We take half when you order and the rest when you collect. Cakes are collected from the shop on the day; wedding cakes we set up at the venue ourselves, anywhere within 15 miles.`,
  },
  {
    slug: 'delivery',
    title: 'Delivery',
    content: `We bring bread to your door. Order by 8 pm and your loaves, pastries and a pint of milk arrive the next morning before 8 am, Tuesday to Saturday.

## Where we go

Ashby and the villages within five miles: Packington, Blackfordby, Smisby, Moira and Coleorton. Not sure? Put your postcode into the order form and it will tell you.

## What it costs

Deliveries cost £2.50, and nothing at all on orders over £20. There's no minimum order.

## Standing orders

Want the same loaf every Saturday? Set up a standing order and it will turn up until you tell us to stop. Pause it whenever you're away.`,
  },
  {
    slug: 'work-with-us',
    title: 'Work with us',
    content: `We're a team of eleven bakers, baristas and counter staff, and we're growing.

## Current vacancies

- Early-morning baker, full time, from 4 am, Tuesday to Saturday. Some sourdough experience helps, but we'll train the right person.
- Weekend barista, Saturdays, 8 am to 4 pm.

## Applying

Send a few lines about yourself and your CV to Sarah at hello@crumbandco.co.uk, or drop it in at the counter. We pay above the Real Living Wage, and you get a free loaf every shift and 25% off in the café.`,
  },
  {
    slug: 'paying',
    title: 'Paying',
    content: `We take all major credit and debit cards, Apple Pay and Google Pay, contactless for any amount. Cash is fine too, of course.

## Accounts for businesses

Cafés, offices and restaurants that buy from us every week can open an account and settle monthly by bank transfer. Ask Sarah for a form.

## Gift vouchers

Vouchers from £10 are sold at the counter and can be spent on anything in the shop, cakes and bread school included. They're valid for a year.`,
  },
  {
    slug: 'our-story',
    title: 'Our story',
    content: `Crumb & Co. started in 2011 in Jo Pearson's kitchen, with one oven and a sourdough starter she still feeds every morning. She sold her first loaves from a trestle table at Ashby market and, two years later, took over the old saddler's shop on Mill Lane.

## How we bake

Our flour is stone-ground at Whissendine windmill, forty miles away. The dough for every loaf rests for at least 24 hours before it goes in the oven: that's where the flavour comes from. Nothing is frozen, and nothing comes out of a packet.

## Who's who

Jo still bakes three mornings a week. Tom runs the kitchen, Sarah the café, and Priya makes the cakes.`,
  },
  {
    slug: 'catering',
    title: 'Catering and events',
    content: `## Office lunches and meetings

Platters of sandwiches, sausage rolls, salads and traybakes for 10 to 100 people, at your office by half eleven. Order two working days ahead; from £8 a head.

## Parties and weddings

We cater christenings, birthdays and wedding receptions with sharing boards, grazing tables and, of course, cake. Tell us about your do and we'll send you a quote.

## Private hire

After five on Fridays and Saturdays the café can be yours for a private party of up to 30 guests. Hire is £150, food and drink on top.`,
  },
  {
    slug: 'menu',
    title: 'Menu and prices',
    content: `Everything is baked here each morning. Eat in or take away, it's the same price.

## Bread

- White bloomer £3.20
- Sourdough £4.50
- Seeded rye £4.80
- Baguette £2.40

## Pastries

- Croissant £2.10
- Pain au chocolat £2.40
- Cinnamon bun £2.90

## Coffee and tea

- Espresso £2.20
- Flat white or latte £3.30
- Pot of tea £2.60
- Hot chocolate £3.40

Oat and soya milk at no extra charge.`,
  },
  {
    slug: 'bread-school',
    title: 'Bread school',
    content: `Learn to bake the way we do, in our kitchen, on a Sunday while the shop is closed.

## Courses

- Sourdough for beginners: a full day, £95, your own starter and lunch included.
- Croissants and laminated pastry: a full day, £110.
- Little bakers (ages 8 to 12): two hours, £30.

## Booking

Eight places per course. Book and pay online or at the counter; if you can't make it, let us know a week before and we'll move you to another date.`,
  },
  {
    slug: 'contact',
    title: 'Contact us',
    content: `Ring us on 01530 412 877, Tuesday to Saturday while the shop is open, or email hello@crumbandco.co.uk: we answer within a day.

For cake orders, write to cakes@crumbandco.co.uk.

Follow @crumbandco on Instagram and Facebook for the day's specials.`,
  },
  {
    slug: 'refunds',
    title: 'Refunds and cancellations',
    content: `## Something wrong with your order?

If anything you bought isn't right, bring it back (or a photo of it) within three days with your receipt, and we'll replace it or give you your money back.

## Cancelling a cake

Cancel more than seven days before collection and we return your deposit in full. After that we keep the deposit, as we'll have bought the ingredients.

## Deliveries

If your delivery doesn't arrive or something is missing, ring us before 10 am the same day and we'll put it right.`,
  },
];

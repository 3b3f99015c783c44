import type { SitePage } from '../../question-set.js';

/** Chainstay Cycles, a bicycle repair workshop on Gloucester Road, Bristol. */
export const pages: readonly SitePage[] = [
  {
    slug: 'opening-hours',
    title: 'Opening hours',
    content: `## Workshop and shop

Monday to Friday, 8 am to 6 pm. Saturday, 9 am to 5 pm. We're closed on Sundays.

Drop-offs are taken until 10 am on weekdays if you want your bike back the same day. After that we'll still take it in, but it'll usually be ready the following afternoon.

## Late nights

Thursday evenings we stay open until 8 pm so commuters can pick up after work.

## Public holidays

We're closed on bank holidays and for the week between Christmas and New Year. The exact dates go up on the shop door and at the top of this page every December.`,
  },
  {
    slug: 'find-us',
    title: 'Finding the workshop',
    content: `Chainstay Cycles, 212 Gloucester Road, Bristol BS7 8NU.

## On foot and by bus

We're on the stretch between the Prom and Zetland Road, next door to the launderette with the green awning. Buses 70, 71 and 72 stop at Berkeley Road, about a minute away.

## By train

Montpelier station is a ten-minute walk: up Station Road, then left onto Gloucester Road.

## Parking

There's no parking of our own. The side streets are residents' permits only until 6 pm, so if you're bringing a bike in the car, the Sainsbury's car park on Ashley Down Road gives you two free hours.

## Leaving your bike

There are Sheffield stands right outside, and we'll lock your bike inside with us while you wait.`,
  },
  {
    slug: 'servicing',
    title: 'Services',
    content: `Every bike that comes through the door gets a free safety check first, so we can tell you what it actually needs before we start.

## Essential service — £55

Gears and brakes adjusted, tyres pumped, chain cleaned and lubed, all bolts checked to the correct torque. A good once-a-year tune-up for a bike that gets regular use.

## Full service — £110

Everything in the Essential, plus the drivetrain stripped and degreased in our parts washer, wheels trued, hubs and headset checked and adjusted, and new cables if they need them (the cables themselves are included).

## Overhaul — £190

The whole bike taken apart, every bearing cleaned and regreased or replaced, frame cleaned and inspected for cracks, then rebuilt from scratch. Worth doing every couple of years, or on a secondhand bike you've just bought.

Parts that need replacing during a service (chains, cassettes, brake pads, tyres) are charged on top. We always ring you first if the bill is going to be more than £20 over the quote.`,
  },
  {
    slug: 'repair-prices',
    title: 'Price list',
    content: `Labour only, unless it says otherwise. Parts are priced at the counter.

## Wheels and tyres

- Puncture repair (inner tube fitted): £12, or £18 including a new standard tube
- Tubeless setup, per wheel: £20
- Wheel truing: from £15
- New spoke fitted: £12

## Brakes

- Brake adjustment, per brake: £10
- Pads fitted, per wheel: £8
- Hydraulic brake bleed, per brake: £25

## Gears and chain

- Gear indexing: £12
- Chain fitted: £10
- Chain and cassette fitted: £18

## Everything else

- Fitting parts you've bought elsewhere: workshop rate, £40 an hour (booked in like any other job)
- Child seat or pannier rack fitted: £15
- Bike built from a box: £60`,
  },
  {
    slug: 'booking',
    title: 'Book your bike in',
    content: `## How to book

Use the booking form on our website, or call in. Pick the service or describe the problem, choose a drop-off day, and you'll get a confirmation by text.

We're usually booked up around a week ahead in spring and summer, a couple of days ahead the rest of the year.

## Turnaround

Most work is done the same day if the bike is with us before 10 am. An overhaul takes two to three working days. If a part has to be ordered in, we'll tell you how long it'll be before we start.

## Quick fixes while you wait

Flat tyres, a slipped chain or a loose brake don't need an appointment: bring the bike in and we'll sort it there and then, usually in under half an hour, unless the workshop is swamped.

## When it's done

We text you as soon as the bike is ready. Please collect within a week.`,
  },
  {
    slug: 'e-bikes',
    title: 'Electric bikes',
    content: `## What we work on

We service and repair electric bikes with Bosch, Shimano Steps, Brose and Yamaha motors, including cargo bikes. Two of our mechanics are Bosch-certified, so we can run the diagnostic software, update firmware and read fault codes.

## What we can't do

We don't open up motors or battery packs. If one of those is faulty we'll test it, confirm the fault and send it to the manufacturer's repair centre under warranty, or get you a quote for a replacement.

## Conversion kits

We don't fit hub-motor conversion kits to ordinary bikes, and we won't work on anything that's been de-restricted beyond the legal 15.5 mph assist.

## Pricing

An e-bike service costs £20 more than the equivalent service on a pedal bike: they're heavier and the diagnostics take time.`,
  },
  {
    slug: 'hire',
    title: 'Bike hire',
    content: `Visiting Bristol or waiting for your own bike to be fixed? We have a small fleet of hybrids and two electric cargo bikes to rent out.

## Rates

- Hybrid: £20 for a day, £70 for a week
- Electric cargo bike: £45 for a day, weekends £80

Helmets and a lock come free with every rental.

## What you need

Photo ID and a £100 deposit on a card (we hold it and release it when the bike comes back in one piece). Riders must be 16 or over.

## Customers with bikes in for repair

If your bike is with us for more than a day, you can borrow a hybrid for half price while you wait.`,
  },
  {
    slug: 'payment',
    title: 'Paying',
    content: `We take Visa, Mastercard, Amex and contactless phone payments, as well as cash.

## Cycle to Work

We're a partner of Cyclescheme and Bike2Work. Get a quote from us, apply through your employer, and bring the voucher when it arrives.

## Paying in instalments

On new bikes over £500 you can spread the cost over 10 months at 0% with our finance partner. It's subject to a quick credit check at the counter.

## Not accepted

We don't accept cheques, and we can't invoice private customers: payment is due when you collect.`,
  },
  {
    slug: 'pickup-service',
    title: 'Collection and return',
    content: `Can't get your bike to us? Our van comes to you.

## How it works

We pick up your bike from home or work in the morning, fix it in the workshop and bring it back the same evening or the next day. You don't need to be there, as long as the bike is somewhere we can reach it and you've paid online beforehand.

## Where we go

Anywhere within three miles of the shop: Bishopston, Horfield, Redland, Cotham, St Andrews, Montpelier and St Werburghs. Further out by arrangement.

## Cost

£15 for the round trip, free with a Full service or an Overhaul. Book it on the same form as the service itself: just tick "collect my bike".`,
  },
  {
    slug: 'careers',
    title: 'Work with us',
    content: `## Current vacancies

We're looking for a full-time bike mechanic, ideally with Cytech Level 2 or equivalent experience. Hydraulic brakes, wheel building and e-bike diagnostics are a bonus; we'll train you on the rest. £26,000–£30,000 depending on experience, 5 days a week including alternate Saturdays.

## Apprenticeships

Each September we take on one apprentice through the City of Bristol College scheme. Applications open in May.

## Applying

Send your CV and a short note about the bikes you ride and fix to jobs@chainstaycycles.co.uk. No agencies, please.`,
  },
  {
    slug: 'about',
    title: 'About Chainstay',
    content: `## How we started

Chainstay began in 2012 as a one-man operation in a garage in Horfield, when Dev Mistry got tired of waiting three weeks to get his own bike serviced. The queue of neighbours at his door soon outgrew the garage, and in 2015 we moved into the old ironmonger's on Gloucester Road.

## Who we are

There are six of us now: four mechanics, Sam on the front desk, and Dev, who still can't keep away from the workstand.

## What we believe

Keep bikes on the road rather than in landfill. We'll always try to repair before we replace, we stock refurbished secondhand parts, and our old tyres and tubes go to a recycling scheme.`,
  },
  {
    slug: 'contact',
    title: 'Get in touch',
    content: `## Phone

0117 496 0213. The phone is answered from 8.30 am when we're open; if we're busy with a customer, leave a message and we'll ring you back the same day.

## Email

hello@chainstaycycles.co.uk. We reply within one working day.

## WhatsApp

Send a photo of the problem to 07700 900461 and we'll give you a rough idea of what it'll take. Please don't use it to book: use the form.`,
  },
  {
    slug: 'terms',
    title: 'Workshop terms',
    content: `## Guarantee

All our work is guaranteed for 30 days. If something we adjusted slips out again, bring it back and we'll redo it free of charge. New parts carry the manufacturer's warranty, usually a year or two.

## Cancelling or moving a booking

Please give us 24 hours' notice so we can offer the slot to someone else. There's no charge for cancelling, but we may ask for a deposit next time if you miss two bookings without telling us.

## Bikes left with us

We'll store a finished bike free for a week, then charge £2 a day. A bike uncollected after 90 days, and after we've written to you twice, may be sold to cover the bill.

## Your belongings

Please take lights, computers, bags and bottles off before handing the bike over. We can't be responsible for accessories left on it.`,
  },
];

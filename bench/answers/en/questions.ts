import type { Question } from '../question-set.js';

/** Questions as visitors type them to the agent, with the page that answers each. */
export const questions: readonly Question[] = [
  ['what are your opening hours?', 'opening-times'],
  ['hours?', 'opening-times'],
  ['are you open on mondays', 'opening-times'],
  ['what time do you shut', 'opening-times'],
  ['open on bank holiday monday?', 'opening-times'],
  ['till what time is breakfast', 'opening-times'],
  ['what is your address', 'find-us'],
  ['where are you located', 'find-us'],
  ['can I park nearby', 'find-us'],
  ['parking', 'find-us'],
  ['which bus stops near you', 'find-us'],
  ['is it wheelchair accessible', 'find-us'],
  ['do you have anything gluten free', 'allergies'],
  ['is there anything without gluten', 'allergies'],
  ['nut allergy', 'allergies'],
  ['any vegan options?', 'allergies'],
  ['im lactose intolerant what can i have', 'allergies'],
  ['can I order a birthday cake', 'celebration-cakes'],
  ['how much notice for a wedding cake', 'celebration-cakes'],
  ['do u do custom cakes', 'celebration-cakes'],
  ['do you deliver', 'delivery'],
  ['how much is shipping', 'delivery'],
  ['delivry to moira?', 'delivery'],
  ['can you drop bread off at my house every week', 'delivery'],
  ['are you hiring', 'work-with-us'],
  ['any jobs going?', 'work-with-us'],
  ['vacancy', 'work-with-us'],
  ['do you take cards', 'paying'],
  ['can i pay with apple pay', 'paying'],
  ['do you sell gift cards', 'paying'],
  ['how long have you been around', 'our-story'],
  ['who owns the bakery', 'our-story'],
  ['where does your flour come from', 'our-story'],
  ['do you do catering for offices', 'catering'],
  ['can we rent the place for a party', 'catering'],
  ['how much is a coffee', 'menu'],
  ['price of a croisant', 'menu'],
  ['phone number', 'contact'],
  ['can i get a refund', 'refunds'],
  ['baking classes', 'bread-school'],
  // No page says: the agent should say it does not know.
  ['do you have wifi?', null],
  ['can I bring my dog inside', null],
  ['is there a loyalty card', null],
  ['do you have outdoor seating', null],
  ['is your coffee fairtrade', null],
];

/** English function words (left out when telling hard questions from the rest). */
export const functionWords = (
  'a an the and or but of to in on at for with by from about as into is are was were be been am do does did doing done can could will would ' +
  'should may might have has had i im you your yours u we our us my me it its they their them he she this that these those there here what ' +
  'which who whom when where why how if so not no yes any some all please tell know want like get got anything there is till'
).split(' ');

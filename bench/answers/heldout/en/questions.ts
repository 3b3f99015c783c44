import type { Question } from '../../question-set.js';

/** Questions as visitors type them to the agent, with the page that answers them (null: none does). */
export const questions: readonly Question[] = [
  ['when are you open', 'opening-hours'],
  ['open sundays?', 'opening-hours'],
  ['what time do you close on thursday', 'opening-hours'],
  ['do you work weekends', 'opening-hours'],
  ['whats the postcode', 'find-us'],
  ['nearest train station', 'find-us'],
  ['where can i park', 'find-us'],
  ['how much is a service', 'servicing'],
  ['whats included in a full servcie', 'servicing'],
  ['i just bought a second hand bike what should i get done', 'servicing'],
  ['cost to fix a flat tyre', 'repair-prices'],
  ['price for bleeding hydraulic brakes', 'repair-prices'],
  ['can you fit parts i bought online', 'repair-prices'],
  ['do i need an appointment', 'booking'],
  ['walk ins?', 'booking'],
  ['how long does a repair take', 'booking'],
  ['do you fix ebikes', 'e-bikes'],
  ['my bosch motor shows an error code', 'e-bikes'],
  ['renting?', 'hire'],
  ['rent a bike for the weekend', 'hire'],
  ['klarna?', 'payment'],
  ['apple pay?', 'payment'],
  ['do you accept the cyclescheme voucher', 'payment'],
  ['can you come and get my bike from my house', 'pickup-service'],
  ['are you hiring mechanics', 'careers'],
  ['are you recruiting', 'careers'],
  ['who runs the shop', 'about'],
  ['best way to reach you', 'contact'],
  ['cancellation fee?', 'terms'],
  ['warranty on repairs?', 'terms'],
  ['do you run maintenance classes', null],
  ['is there a student discount', null],
  ['can you fix my kids scooter', null],
  ['do you do bike fitting', null],
  ['are dogs allowed in the shop', null],
];

/** English function words (left out when telling hard questions from the rest). */
export const functionWords = (
  'a an the and or but of to in on at for with by from about as into is are was were be been am do does did doing done can could will would ' +
  'should may might have has had i im you your yours u we our us my me it its they their them he she this that these those there here what ' +
  'whats which who whom when where why how if so not no yes any some all please tell know want like get got anything just much cant'
).split(' ');

import { functionWords as arFunctionWords, questions as arQuestions } from './ar/questions.js';
import { pages as arPages } from './ar/site.js';
import { functionWords as deFunctionWords, questions as deQuestions } from './de/questions.js';
import { pages as dePages } from './de/site.js';
import { functionWords as enFunctionWords, questions as enQuestions } from './en/questions.js';
import { pages as enPages } from './en/site.js';
import { functionWords as esFunctionWords, questions as esQuestions } from './es/questions.js';
import { pages as esPages } from './es/site.js';
import { functionWords as frFunctionWords, questions as frQuestions } from './fr/questions.js';
import { pages as frPages } from './fr/site.js';
import type { QuestionSet } from './question-set.js';

/**
 * One small business site per language, each written in its language (not translated), with
 * the questions its visitors ask: 40 that a page answers and 5 that none does.
 */
export const QUESTION_SETS: readonly QuestionSet[] = [
  { language: 'en', business: 'Crumb & Co., bakery and café, Ashby', pages: enPages, questions: enQuestions, functionWords: enFunctionWords },
  { language: 'ar', business: 'مخبز وحلويات الياسمين، عمّان', pages: arPages, questions: arQuestions, functionWords: arFunctionWords },
  { language: 'fr', business: 'Le Fournil de la Croix-Rousse, Lyon', pages: frPages, questions: frQuestions, functionWords: frFunctionWords },
  { language: 'de', business: 'Bäckerei Kornblume, Freiburg', pages: dePages, questions: deQuestions, functionWords: deFunctionWords },
  { language: 'es', business: 'Horno La Espiga, Sevilla', pages: esPages, questions: esQuestions, functionWords: esFunctionWords },
];

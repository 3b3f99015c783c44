import pino from 'pino';
import { GeminiTranslator } from '../../../infrastructure/translation/gemini-translator.js';
import { HttpTranslator } from '../../../infrastructure/translation/http-translator.js';
import { GeminiTranslationStandIn } from '../../support/stand-ins/gemini-translation.js';
import { TranslatorStandIn } from '../../support/stand-ins/translator.js';
import { documentTranslatorContract } from './document-translator.contract.js';

const KEY = 'test-key';
const MODEL = 'gemini-2.5-flash';

describe('DocumentTranslator contract [LibreTranslate HTTP, loopback stand-in]', () => {
  let standIn: TranslatorStandIn;
  before(async () => {
    standIn = await TranslatorStandIn.start({ apiKey: KEY });
  });
  after(() => standIn.stop());
  documentTranslatorContract(async () => ({
    translator: new HttpTranslator({ url: standIn.url, apiKey: KEY }),
    breakDown: () => standIn.failWith(503),
    restore: () => standIn.failWith(null),
  }));
});

describe('DocumentTranslator contract [Gemini, loopback stand-in]', () => {
  let standIn: GeminiTranslationStandIn;
  before(async () => {
    standIn = await GeminiTranslationStandIn.start({ apiKey: KEY, model: MODEL });
  });
  after(() => standIn.stop());
  documentTranslatorContract(async () => ({
    translator: new GeminiTranslator({ apiKey: KEY, baseUrl: standIn.url, model: MODEL, logger: pino({ level: 'silent' }) }),
    breakDown: () => standIn.failWith(503),
    restore: () => standIn.failWith(null),
  }));
});

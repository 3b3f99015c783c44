import * as t from 'io-ts';
import { GlossaryTermCodec } from '../../../domain/translation/glossary.js';

export const GlossaryBody = t.type({ terms: t.readonlyArray(GlossaryTermCodec) }, 'Glossary');

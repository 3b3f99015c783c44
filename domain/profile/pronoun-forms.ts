import type { Pronoun } from './pronoun-keys.js';

/**
 * Natural forms of the pronoun keys, in English and the supported languages. Keys are folded
 * before lookup (case, accents and punctuation do not matter: "Él" = "el", "She / Her" =
 * "she/her"). Where a form means different things in two languages the more common reading
 * wins: "elle" is French "she" (not the Spanish neopronoun), "hun" is Danish/Norwegian "she".
 */

/**
 * Single words recognized anywhere in the answer ("she/they" → the first one, she_her).
 * Only words that are unambiguous as an answer to "what are your pronouns?".
 */
export const PRONOUN_WORDS: Readonly<Record<string, Pronoun>> = {
  // English
  she: 'she_her', her: 'she_her', hers: 'she_her', herself: 'she_her', female: 'she_her', feminine: 'she_her', woman: 'she_her',
  he: 'he_him', him: 'he_him', his: 'he_him', himself: 'he_him', male: 'he_him', masculine: 'he_him', man: 'he_him',
  they: 'they_them', them: 'they_them', theirs: 'they_them', their: 'they_them', themself: 'they_them',
  nonbinary: 'they_them', enby: 'they_them', nb: 'they_them', genderqueer: 'they_them', genderfluid: 'they_them', agender: 'they_them', neutral: 'they_them',
  none: 'unspecified', unspecified: 'unspecified', unset: 'unspecified', skip: 'unspecified',
  // French
  elle: 'she_her', il: 'he_him', lui: 'he_him', iel: 'they_them', iels: 'they_them', ielle: 'they_them', ille: 'they_them', nonbinaire: 'they_them', aucun: 'unspecified',
  // Spanish, Catalan
  ella: 'she_her', el: 'he_him', ell: 'he_him', elli: 'they_them', nobinario: 'they_them', nobinarie: 'they_them', ninguno: 'unspecified', ninguna: 'unspecified',
  // German
  sie: 'she_her', ihr: 'she_her', er: 'he_him', ihm: 'he_him', dey: 'they_them', nichtbinar: 'they_them', keine: 'unspecified', keins: 'unspecified',
  // Italian
  lei: 'she_her', nessuno: 'unspecified',
  // Portuguese
  ela: 'she_her', dela: 'she_her', ele: 'he_him', dele: 'he_him', elu: 'they_them', delu: 'they_them', nenhum: 'unspecified',
  // Dutch
  zij: 'she_her', hij: 'he_him', hem: 'he_him', hen: 'they_them', geen: 'unspecified',
  // Swedish, Danish, Norwegian
  hon: 'she_her', henne: 'she_her', hun: 'she_her', hende: 'she_her', han: 'he_him', honom: 'he_him', ham: 'he_him', ingen: 'unspecified',
  // Polish, Czech, Slovak, Croatian
  ona: 'she_her', jej: 'she_her', on: 'he_him', jego: 'he_him', oni: 'they_them', ono: 'they_them', niebinarny: 'they_them', niebinarna: 'they_them',
  // Romanian, Greek
  ea: 'she_her', αυτη: 'she_her', αυτος: 'he_him', αυτοι: 'they_them',
  // Russian, Ukrainian, Bulgarian
  она: 'she_her', он: 'he_him', они: 'they_them', вона: 'she_her', він: 'he_him', вони: 'they_them', тя: 'she_her', той: 'he_him', те: 'they_them', небинарный: 'they_them', небінарний: 'they_them',
  // Arabic, Hebrew
  هي: 'she_her', هو: 'he_him', هم: 'they_them', היא: 'she_her', הוא: 'he_him', הם: 'they_them', הן: 'they_them',
  // Chinese, Japanese, Korean
  她: 'she_her', 他: 'he_him', ta: 'they_them', 彼女: 'she_her', 彼: 'he_him', 그녀: 'she_her', 그: 'he_him',
  // Vietnamese
  // (multi-word forms "cô ấy", "anh ấy" are phrases)
};

/** Whole answers and multi-word forms, matched as the full answer or contained in it. */
export const PRONOUN_PHRASES: Readonly<Record<string, Pronoun>> = {
  'she/her': 'she_her', 'she/her/hers': 'she_her', 'she her': 'she_her',
  'he/him': 'he_him', 'he/him/his': 'he_him', 'he him': 'he_him',
  'they/them': 'they_them', 'they/them/theirs': 'they_them', 'they them': 'they_them',
  'non binary': 'they_them', 'non-binary': 'they_them', 'gender neutral': 'they_them', 'use my name': 'unspecified',
  'prefer not to say': 'unspecified', 'rather not say': 'unspecified', "i'd rather not say": 'unspecified',
  'not specified': 'unspecified', 'no pronouns': 'unspecified', 'no pronoun': 'unspecified', 'no preference': 'unspecified',
  'any pronouns': 'unspecified', 'any': 'unspecified', 'no': 'unspecified', 'n/a': 'unspecified', 'na': 'unspecified',
  "don't know": 'unspecified', 'not sure': 'unspecified', 'ask me': 'unspecified', 'clear': 'unspecified', 'remove': 'unspecified',
  // French
  'non binaire': 'they_them', 'je prefere ne pas dire': 'unspecified', 'prefere ne pas dire': 'unspecified',
  'ne pas preciser': 'unspecified', 'non precise': 'unspecified', 'pas de pronom': 'unspecified',
  // Spanish, Catalan
  'no binario': 'they_them', 'no binaria': 'they_them', 'no binarie': 'they_them', 'prefiero no decirlo': 'unspecified',
  'prefiero no decir': 'unspecified', 'sin especificar': 'unspecified', 'no especificat': 'unspecified',
  // German
  'nicht binar': 'they_them', 'keine angabe': 'unspecified', 'mochte ich nicht sagen': 'unspecified', 'sie/ihr': 'she_her', 'er/ihm': 'he_him',
  // Italian
  'non binario': 'they_them', 'non binaria': 'they_them', 'preferisco non dirlo': 'unspecified', 'non specificato': 'unspecified',
  // Portuguese
  'nao binario': 'they_them', 'nao binaria': 'they_them', 'prefiro nao dizer': 'unspecified', 'nao especificado': 'unspecified',
  // Dutch, Nordic
  'niet binair': 'they_them', 'zeg ik liever niet': 'unspecified', 'ikke binaer': 'they_them', 'icke binar': 'they_them',
  'vill inte uppge': 'unspecified', 'ikke angivet': 'unspecified', 'ikke oppgitt': 'unspecified',
  // Vietnamese
  'co ay': 'she_her', 'anh ay': 'he_him',
  // Japanese, Chinese, Korean
  'ノンバイナリー': 'they_them', '未指定': 'unspecified', '无': 'unspecified', '非二元': 'they_them', '논바이너리': 'they_them',
  // Russian, Ukrainian
  'не указано': 'unspecified', 'не вказано': 'unspecified',
};

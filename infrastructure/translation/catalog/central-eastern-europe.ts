import { ENGLISH_PRONOUNS as EN, type CatalogEntry } from './entry.js';

/** Central and Eastern Europe, the Balkans, Greece and Turkey. */
export const CENTRAL_EASTERN_EUROPE: Readonly<Record<string, CatalogEntry>> = {
  pl: ['Profil', 'Imię', 'Zaimki', 'E-mail', 'Telefon', 'Język', 'Ona/jej', 'On/jego', 'Oni/ich', 'Nie określono'],
  cs: ['Profil', 'Jméno', 'Zájmena', 'E-mail', 'Telefon', 'Jazyk', 'Ona', 'On', 'Oni', 'Neuvedeno'],
  sk: ['Profil', 'Meno', 'Zámená', 'E-mail', 'Telefón', 'Jazyk', 'Ona', 'On', 'Oni', 'Neuvedené'],
  hu: ['Profil', 'Keresztnév', 'Névmások', 'E-mail', 'Telefon', 'Nyelv', ...EN, 'Nincs megadva'],
  ro: ['Profil', 'Prenume', 'Pronume', 'E-mail', 'Telefon', 'Limbă', 'Ea', 'El', 'Ei', 'Nespecificat'],
  hr: ['Profil', 'Ime', 'Zamjenice', 'E-pošta', 'Telefon', 'Jezik', 'Ona', 'On', 'Oni', 'Nije navedeno'],
  bg: ['Профил', 'Име', 'Местоимения', 'Имейл', 'Телефон', 'Език', 'Тя', 'Той', 'Те', 'Не е посочено'],
  ru: ['Профиль', 'Имя', 'Местоимения', 'Эл. почта', 'Телефон', 'Язык', 'Она', 'Он', 'Они', 'Не указано'],
  uk: ['Профіль', 'Ім’я', 'Займенники', 'Ел. пошта', 'Телефон', 'Мова', 'Вона', 'Він', 'Вони', 'Не вказано'],
  el: ['Προφίλ', 'Όνομα', 'Αντωνυμίες', 'Email', 'Τηλέφωνο', 'Γλώσσα', 'Αυτή', 'Αυτός', 'Αυτοί', 'Δεν έχει οριστεί'],
  tr: ['Profil', 'Ad', 'Zamirler', 'E-posta', 'Telefon', 'Dil', ...EN, 'Belirtilmemiş'],
};

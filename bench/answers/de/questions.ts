import type { Question } from '../question-set.js';

/** Fragen, wie Besucher sie eintippen, mit der Seite, die sie beantwortet. */
export const questions: readonly Question[] = [
  ['wann habt ihr offen?', 'oeffnungszeiten'],
  ['öffnungszeiten', 'oeffnungszeiten'],
  ['habt ihr sonntags auf?', 'oeffnungszeiten'],
  ['bis wann ist samstag geöffnet', 'oeffnungszeiten'],
  ['macht ihr im august urlaub', 'oeffnungszeiten'],
  ['frühstück bis wann', 'oeffnungszeiten'],
  ['wo seid ihr?', 'anfahrt'],
  ['adresse', 'anfahrt'],
  ['kann man bei euch parken', 'anfahrt'],
  ['parkhaus in der nähe?', 'anfahrt'],
  ['welche straßenbahn fährt zu euch', 'anfahrt'],
  ['glutenfrei', 'allergene'],
  ['habt ihr was ohne gluten', 'allergene'],
  ['ich hab zöliakie', 'allergene'],
  ['nussallergie', 'allergene'],
  ['sind die brezeln vegan', 'allergene'],
  ['torte zum geburtstag bestellen', 'torten'],
  ['was kostet eine schwarzwälder kirschtorte', 'torten'],
  ['wie lange vorher muss ich eine torte bestellen', 'torten'],
  ['liefert ihr?', 'lieferservice'],
  ['lieferkosten', 'lieferservice'],
  ['brötchen lieferung nach herdern', 'lieferservice'],
  ['brötchen abo', 'lieferservice'],
  ['sucht ihr mitarbeiter?', 'jobs'],
  ['ausbildungsplatz', 'jobs'],
  ['minijob am samstag', 'jobs'],
  ['stellenangebote', 'jobs'],
  ['kann ich mit karte zahlen', 'bezahlen'],
  ['nehmt ihr ec karte', 'bezahlen'],
  ['gutschein kaufen', 'bezahlen'],
  ['seit wann gibt es euch', 'ueber-uns'],
  ['woher kommt euer mehl', 'ueber-uns'],
  ['catering für firmen', 'catering'],
  ['café für geburtstag mieten', 'catering'],
  ['was kostet ein kaffee', 'preise'],
  ['was kostet eine laugenbrezel', 'preise'],
  ['telefonnummer', 'kontakt'],
  ['e-mail', 'kontakt'],
  ['geld zurück', 'reklamation'],
  ['torte stornieren', 'reklamation'],
  // Keine Seite beantwortet sie: der Agent soll sagen, dass er es nicht weiß.
  ['habt ihr wlan?', null],
  ['darf mein hund mit rein?', null],
  ['gibt es eine terrasse?', null],
  ['habt ihr eine treuekarte?', null],
  ['verkauft ihr auch eis?', null],
];

/** Deutsche Funktionswörter (bleiben außen vor, wenn schwere Fragen bestimmt werden). */
export const functionWords = (
  'der die das den dem des ein eine einen einem einer und oder ist sind war wie was wann wo wer warum woher ihr euch euer eure euren sie ich mich mir ' +
  'du dich wir uns es man mit für zu zum zur bei beim von vom in im an am auf aus nach vor hat habt haben hab kann könnt kannst muss gibt bis ob nicht ' +
  'kein keine auch noch mal gern bitte so da dann sich seid bin seit macht'
).split(' ');

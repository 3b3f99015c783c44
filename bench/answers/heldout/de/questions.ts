import type { Question } from '../../question-set.js';

/** Fragen, wie Besucher sie eintippen, mit der Seite, die sie beantwortet (null: keine). */
export const questions: readonly Question[] = [
  ['Öffnungszeiten?', 'sprechzeiten'],
  ['freitag nachmittag offen?', 'sprechzeiten'],
  ['dienstags bis wann', 'sprechzeiten'],
  ['wer vertritt euch im urlaub', 'sprechzeiten'],
  ['wo ist die praxis', 'anfahrt'],
  ['parkplätze?', 'anfahrt'],
  ['gibt es einen aufzug', 'anfahrt'],
  ['termin online buchen', 'termine'],
  ['nehmt ihr neue patienten', 'termine'],
  ['termin absagen', 'termine'],
  ['zahnschmerzen am wochenende', 'notfall'],
  ['zahn abgebrochen was tun', 'notfall'],
  ['dicke backe', 'notfall'],
  ['was kostet eine zahnreinigung', 'prophylaxe'],
  ['zahnstein entfernen lassen', 'prophylaxe'],
  ['ab wann kinder zum zahnarzt', 'kinder'],
  ['macht ihr zahnspangen', 'kinder'],
  ['implantat dauer', 'zahnersatz'],
  ['kronen aus keramik', 'zahnersatz'],
  ['ich hab totale angst vorm bohren', 'angstpatienten'],
  ['Vollnarkose?', 'angstpatienten'],
  ['zahlt das die krankenkasse', 'kosten'],
  ['ratenzahlung möglich?', 'kosten'],
  ['kartenzahlung', 'kosten'],
  ['was muss ich zum ersten termin mitbringen', 'erster-besuch'],
  ['brauche ich meine krankenkassenkarte', 'erster-besuch'],
  ['sucht ihr personal', 'karriere'],
  ['wer ist die zahnärztin', 'ueber-uns'],
  ['spricht jemand englisch', 'ueber-uns'],
  ['unter welcher nummer erreiche ich euch', 'kontakt'],
  ['macht ihr bleaching', null],
  ['bietet ihr hausbesuche an', null],
  ['darf ich meinen hund mitbringen', null],
  ['gibt es wlan im wartezimmer', null],
  ['macht ihr auch botox', null],
];

/** Deutsche Funktionswörter (bleiben außen vor, wenn es darum geht, ob eine Frage schwer ist). */
export const functionWords = (
  'der die das den dem des ein eine einen einem einer und oder ist sind war wie was wann wo wer warum woher ihr euch euer eure euren sie ich mich mir ' +
  'du dich wir uns es man mit für zu zum zur bei beim von vom in im an am auf aus nach vor vorm hat habt haben hab kann könnt kannst muss gibt bis ob nicht ' +
  'kein keine auch noch mal gern bitte so da dann sich seid bin seit macht mein meine meinen jemand lassen tun'
).split(' ');

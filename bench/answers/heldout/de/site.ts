import type { SitePage } from '../../question-set.js';

/** Zahnarztpraxis Dr. Lindner, eine Zahnarztpraxis im Kreuzviertel in Münster. */
export const pages: readonly SitePage[] = [
  {
    slug: 'sprechzeiten',
    title: 'Sprechzeiten',
    content: `## Behandlungszeiten

Montag, Dienstag und Donnerstag: 8 bis 12 Uhr und 14 bis 18 Uhr.
Mittwoch: 8 bis 13 Uhr.
Freitag: 8 bis 14 Uhr.

## Spätsprechstunde

Jeden Dienstag behandeln wir bis 20 Uhr, für Berufstätige, die tagsüber nicht wegkommen.

## Praxisurlaub

Unsere Schließzeiten stehen rechtzeitig auf dieser Seite und hängen an der Praxistür aus. In dieser Zeit vertritt uns die Praxis Dr. Hoffmann am Neutor.`,
  },
  {
    slug: 'anfahrt',
    title: 'Anfahrt',
    content: `Zahnarztpraxis Dr. Lindner, Kanalstraße 41, 48147 Münster. Die Praxis liegt im ersten Stock; ein Aufzug ist vorhanden, der Zugang ist barrierefrei.

## Mit Bus und Rad

Die Buslinien 5 und 16 halten an der Haltestelle Kreuzkirche, zwei Minuten entfernt. Fahrradbügel gibt es direkt vor dem Haus.

## Mit dem Auto

Im Hof hinter dem Haus haben wir drei Stellplätze für unsere Patientinnen und Patienten, einer davon ist ein Behindertenparkplatz. Ansonsten gibt es Parkmöglichkeiten am Kanal, werktags bis 18 Uhr gebührenpflichtig.`,
  },
  {
    slug: 'termine',
    title: 'Terminvereinbarung',
    content: `## Online buchen

Über Doctolib können Sie rund um die Uhr einen Termin für Kontrolle, Zahnreinigung oder Beratung buchen. Am Vortag erhalten Sie eine Erinnerung per SMS.

## Telefonisch

Unser Empfang ist während der Sprechzeiten unter 0251 3947 220 für Sie da.

## Wartezeiten

Für Kontrolluntersuchungen vergeben wir Termine meist innerhalb von zwei bis drei Wochen. Neue Patientinnen und Patienten nehmen wir gern auf.

## Absagen

Wenn Sie einen Termin nicht wahrnehmen können, sagen Sie bitte mindestens 24 Stunden vorher ab. Für längere Behandlungen, die kurzfristig ausfallen, können wir ein Ausfallhonorar in Rechnung stellen.`,
  },
  {
    slug: 'notfall',
    title: 'Akute Beschwerden und Notdienst',
    content: `## Während der Sprechzeiten

Rufen Sie uns bei starken Schmerzen, einer Schwellung oder einem abgebrochenen Zahn bitte sofort an. Jeden Tag halten wir Zeit für akute Fälle frei; Sie werden am selben Tag behandelt.

## Nachts und am Wochenende

Außerhalb unserer Sprechzeiten erreichen Sie den zahnärztlichen Notdienst der Zahnärztekammer Westfalen-Lippe unter 01805 98 67 00 oder über die Seite zahnaerztlicher-notdienst.de.

## Bis zur Behandlung

Kühlen Sie die Wange von außen, nehmen Sie bei Bedarf ein Schmerzmittel wie Ibuprofen und verzichten Sie auf Aspirin, da es die Blutung verstärken kann.`,
  },
  {
    slug: 'prophylaxe',
    title: 'Prophylaxe und professionelle Zahnreinigung',
    content: `## Was dazugehört

Bei der professionellen Zahnreinigung entfernt unsere Prophylaxeassistentin harte und weiche Beläge, auch an Stellen, die Zahnbürste und Zahnseide nicht erreichen. Anschließend werden die Zähne poliert und mit Fluoridlack geschützt. Dauer: etwa eine Stunde.

## Wie oft

Wir empfehlen die Reinigung zweimal im Jahr, bei Zahnfleischproblemen auch öfter.

## Was sie kostet

Die Zahnreinigung kostet bei uns 95 Euro. Viele gesetzliche Krankenkassen bezuschussen sie: Fragen Sie bei Ihrer Kasse nach und reichen Sie die Rechnung dort ein.`,
  },
  {
    slug: 'kinder',
    title: 'Kinderzahnheilkunde',
    content: `## Ab dem ersten Zahn

Bringen Sie Ihr Kind am besten schon mit, wenn der erste Zahn durchbricht. So lernt es die Praxis spielerisch kennen, bevor eine Behandlung nötig ist.

## Was wir für Kinder tun

Früherkennungsuntersuchungen, Fluoridierung, Versiegelung der Backenzähne und schonende Füllungen. Unser Kinderbehandlungszimmer hat eine Deckenleinwand mit Trickfilmen.

## Zahnspangen

Kieferorthopädische Behandlungen machen wir nicht selbst. Wir überweisen an kieferorthopädische Praxen in der Nähe und stimmen uns mit ihnen ab.`,
  },
  {
    slug: 'zahnersatz',
    title: 'Implantate, Kronen und Brücken',
    content: `## Implantate

Ein Implantat ersetzt die Zahnwurzel und trägt eine Krone, eine Brücke oder eine Prothese. Dr. Lindner setzt Implantate selbst, in örtlicher Betäubung; die Einheilzeit beträgt drei bis sechs Monate.

## Kronen und Brücken

Vollkeramische Kronen fertigt unser Partnerlabor in Münster nach einem digitalen Abdruck, ganz ohne Abdrucklöffel.

## Vorher

Vor jeder Versorgung besprechen wir mit Ihnen die Möglichkeiten und erstellen einen Heil- und Kostenplan, den Sie Ihrer Krankenkasse vorlegen.`,
  },
  {
    slug: 'angstpatienten',
    title: 'Entspannt zum Zahnarzt',
    content: `Viele Menschen gehen mit einem mulmigen Gefühl zum Zahnarzt. Sie müssen sich dafür nicht schämen: Sagen Sie es uns einfach.

## Wie wir vorgehen

Beim ersten Termin wird nur geredet und angeschaut, nicht behandelt. Sie bestimmen das Tempo und können jederzeit per Handzeichen eine Pause verlangen.

## Lachgas und Dämmerschlaf

Auf Wunsch behandeln wir unter Lachgas, das Sie entspannt und nach der Behandlung schnell wieder abklingt. Für größere Eingriffe ist eine Behandlung im Dämmerschlaf mit einem Anästhesisten möglich. Beides ist eine Privatleistung.`,
  },
  {
    slug: 'kosten',
    title: 'Kosten und Abrechnung',
    content: `## Gesetzlich versichert

Kontrolluntersuchungen, Füllungen und Wurzelbehandlungen im Rahmen der Kassenleistungen rechnen wir direkt mit Ihrer Krankenkasse ab. Bei Zahnersatz zahlt die Kasse einen Festzuschuss, der mit einem lückenlos geführten Bonusheft steigt.

## Privat versichert

Sie erhalten eine Rechnung nach der Gebührenordnung für Zahnärzte (GOZ), die Sie bei Ihrer Versicherung einreichen.

## Zahlung

Rechnungen können Sie überweisen oder in der Praxis mit Girocard oder Kreditkarte begleichen. Bei größeren Behandlungen bieten wir über eine Abrechnungsgesellschaft eine Finanzierung in Raten an.`,
  },
  {
    slug: 'erster-besuch',
    title: 'Ihr erster Besuch',
    content: `## Was Sie mitbringen

Ihre Versichertenkarte, Ihr Bonusheft, eine Liste Ihrer Medikamente und, falls vorhanden, Ihren Allergiepass oder Röntgenbilder vom vorigen Zahnarzt.

## Der Anamnesebogen

Den Fragebogen zu Ihrer Gesundheit können Sie vorab auf unserer Website herunterladen und ausgefüllt mitbringen. So sparen Sie Zeit im Wartezimmer.

## Ablauf

Kommen Sie bitte zehn Minuten früher. Nach einem Gespräch untersucht Dr. Lindner Zähne, Zahnfleisch und Kiefer und erklärt Ihnen, was sie sieht. Röntgenaufnahmen machen wir nur, wenn sie wirklich nötig sind.`,
  },
  {
    slug: 'karriere',
    title: 'Karriere',
    content: `## Offene Stellen

Wir suchen eine Zahnmedizinische Fachangestellte (m/w/d) in Voll- oder Teilzeit für Assistenz und Empfang. Wir bieten übertarifliche Bezahlung, 30 Urlaubstage, ein Jobticket und bezahlte Fortbildungen.

## Ausbildung

Zum 1. August bilden wir jedes Jahr eine oder einen Auszubildenden zur ZFA aus. Ein Praktikum vorab ist gern gesehen.

## Bewerbung

Schicken Sie Ihre Unterlagen an bewerbung@zahnarzt-lindner.de. Wir melden uns innerhalb einer Woche.`,
  },
  {
    slug: 'ueber-uns',
    title: 'Praxis und Team',
    content: `## Dr. Anna Lindner

Zahnärztin seit 2008, Studium in Münster und Zürich, Tätigkeitsschwerpunkt Implantologie. Sie hat die Praxis 2015 von Dr. Bernhard Kaiser übernommen, bei dem viele unserer Patientinnen und Patienten schon seit Jahrzehnten in Behandlung sind.

## Das Team

Fünf Zahnmedizinische Fachangestellte, zwei davon mit Weiterbildung in Prophylaxe, und Frau Özdemir am Empfang.

## Sprachen

Wir sprechen Deutsch, Englisch, Türkisch und ein wenig Spanisch.`,
  },
  {
    slug: 'kontakt',
    title: 'Kontakt',
    content: `## Telefon

0251 3947 220

## E-Mail

praxis@zahnarzt-lindner.de. Bitte schicken Sie uns keine Gesundheitsdaten per E-Mail und sagen Sie kurzfristige Termine lieber telefonisch ab.

## Rezepte und Überweisungen

Folgerezepte und Überweisungen bestellen Sie über unser Kontaktformular; sie liegen am nächsten Werktag am Empfang zur Abholung bereit.`,
  },
];

import type { SitePage } from '../question-set.js';

/** Bäckerei Kornblume, Bäckerei und Café in Freiburg im Breisgau. */
export const pages: readonly SitePage[] = [
  {
    slug: 'oeffnungszeiten',
    title: 'Öffnungszeiten',
    content: `## Laden und Café

Montag bis Freitag von 6:30 bis 18:30 Uhr, samstags von 7 bis 14 Uhr.

Sonntags und an Feiertagen bleibt der Laden zu. Nur am ersten Adventssonntag sind wir von 8 bis 12 Uhr für euch da.

## Frühstück

Frühstück gibt es im Café werktags bis 11 Uhr, samstags den ganzen Vormittag.

## Betriebsurlaub

In den ersten beiden Augustwochen machen wir Betriebsurlaub. Den genauen Zeitraum hängen wir rechtzeitig im Laden aus.`,
  },
  {
    slug: 'anfahrt',
    title: 'So findet ihr uns',
    content: `Bäckerei Kornblume, Wilhelmstraße 12, 79098 Freiburg im Breisgau

## Mit Bus und Bahn

Mit der Straßenbahn (Linie 1, 3 oder 5) bis zur Haltestelle Holzmarkt, von dort sind es zwei Minuten zu Fuß. Vom Hauptbahnhof braucht ihr zu Fuß etwa zwölf Minuten.

## Mit dem Auto

Direkt hinter dem Haus haben wir vier Kundenstellplätze, die Einfahrt ist über den Hof. Sind die belegt, bietet sich das Parkhaus am Schlossberg an, fünf Minuten zu Fuß.

## Mit dem Rad

Fahrradbügel gibt es direkt vor der Tür.`,
  },
  {
    slug: 'allergene',
    title: 'Allergene und Unverträglichkeiten',
    content: `In unserer Backstube verarbeiten wir täglich Weizen, Roggen, Dinkel, Milch, Eier, Nüsse und Sesam. Spuren davon können wir deshalb in keinem Produkt ganz ausschließen.

## Glutenfrei

Jeden Freitag backen wir ein glutenfreies Buchweizenbrot und Mandelmakronen ohne Mehl. Für Menschen mit Zöliakie können wir keine Garantie geben, weil alles in derselben Backstube entsteht. Sprecht uns gern an.

## Laktosefrei und vegan

Unsere Sauerteigbrote und Brezeln kommen ohne Milch aus. Vegan sind außerdem der Apfelstrudel und die Dinkelbrötchen.

## Allergenkennzeichnung

Zu jedem Produkt liegt an der Theke eine Liste der enthaltenen Allergene aus. Fragt einfach nach.`,
  },
  {
    slug: 'torten',
    title: 'Torten auf Bestellung',
    content: `Ob Geburtstag, Hochzeit, Taufe oder Firmenjubiläum: Unsere Konditorinnen backen euch die passende Torte.

## So bestellt ihr

Kommt im Laden vorbei oder ruft an. Wir brauchen mindestens drei Werktage Vorlauf, für Hochzeitstorten vier Wochen.

## Preise

Eine Sahne- oder Cremetorte (26 cm, 12 bis 16 Stücke) kostet ab 38 €, eine Schwarzwälder Kirschtorte 42 €. Mehrstöckige Torten kalkulieren wir individuell. Bei der Bestellung bitten wir um eine Anzahlung von 20 €.

## Abholung

Torten holt ihr zur vereinbarten Uhrzeit im Laden ab. Hochzeitstorten bringen wir im Umkreis von 20 km selbst zur Feier und bauen sie dort auf.`,
  },
  {
    slug: 'lieferservice',
    title: 'Lieferservice',
    content: `Frische Brötchen zum Frühstück, ohne das Haus zu verlassen: Wir bringen sie euch dienstags bis samstags bis 7 Uhr an die Wohnungstür.

## Liefergebiet

Altstadt, Wiehre, Herdern, Stühlinger und Oberau. Ob eure Straße dabei ist, zeigt euch das Bestellformular nach Eingabe der Postleitzahl.

## Kosten

Wir berechnen 1,50 € pro Lieferung; ab einem Bestellwert von 15 € liefern wir kostenlos.

## Brötchen-Abo

Ihr wollt jeden Samstag dasselbe? Mit dem Abo kommt eure Tüte automatisch. Pausieren oder kündigen könnt ihr jederzeit online.`,
  },
  {
    slug: 'jobs',
    title: 'Stellenangebote',
    content: `Wir sind ein Team aus 22 Leuten in Backstube, Konditorei, Laden und Café, und wir suchen Verstärkung.

## Offene Stellen

- Bäcker/in (m/w/d) in Vollzeit, Arbeitsbeginn 3 Uhr, fünf Nächte die Woche
- Verkäufer/in (m/w/d) in Teilzeit oder auf Minijob-Basis für Samstage
- Ausbildungsplatz zur Bäckereifachverkäuferin oder zum Bäckereifachverkäufer ab September

## Bewerbung

Schickt uns eure Unterlagen per E-Mail an team@baeckerei-kornblume.de oder gebt sie einfach im Laden ab. Ein paar Zeilen, wer ihr seid und warum ihr zu uns wollt, reichen für den Anfang.`,
  },
  {
    slug: 'bezahlen',
    title: 'Bezahlen',
    content: `Bei uns könnt ihr bar, mit girocard, mit Kreditkarte (Visa, Mastercard) und kontaktlos per Handy oder Smartwatch bezahlen, schon ab dem ersten Euro.

## Gutscheine

Gutscheine gibt es im Laden in jeder Höhe. Sie gelten drei Jahre, im Café genauso wie im Laden.

## Rechnung für Firmen

Firmenkunden können auf Rechnung bestellen; bezahlt wird per Überweisung innerhalb von 14 Tagen.`,
  },
  {
    slug: 'ueber-uns',
    title: 'Über uns',
    content: `Die Kornblume ist seit 1952 eine Familienbäckerei. Großvater Anton Maier hat sie in der Wilhelmstraße eröffnet; heute führen seine Enkelin Lena und ihr Mann Tobias den Betrieb in dritter Generation.

## Handwerk

Wir sind ein Meisterbetrieb und backen alles selbst, ohne Fertigmischungen. Das Mehl kommt aus einer kleinen Mühle im Markgräflerland, das Getreide aus dem Breisgau. Unsere Sauerteige führen wir seit Jahrzehnten weiter.`,
  },
  {
    slug: 'catering',
    title: 'Catering und Feiern',
    content: `## Für Büro und Besprechung

Belegte Brötchen, Laugengebäck, Obst und Kuchen als Platte, ab 10 Personen. Bestellt bis 14 Uhr am Vortag, wir bringen alles bis 8 Uhr morgens in eure Firma.

## Für eure Feier

Ob Geburtstag, Taufe oder Sommerfest: Wir stellen euch ein Buffet zusammen, mit Flammkuchen aus dem Steinofen, Salaten und Desserts. Sagt uns, wie viele Gäste kommen, und wir machen euch ein Angebot.

## Das Café mieten

Sonntags, wenn der Laden geschlossen ist, könnt ihr unser Café für private Feiern mit bis zu 35 Gästen mieten.`,
  },
  {
    slug: 'preise',
    title: 'Preise',
    content: `Eine Auswahl aus unserem Sortiment, alle Preise inklusive Mehrwertsteuer.

## Brot und Brötchen

- Schwarzwälder Bauernbrot, 1 kg: 5,20 €
- Dinkelvollkornbrot, 750 g: 4,90 €
- Laugenbrezel: 0,95 €
- Kaiserbrötchen: 0,55 €

## Kuchen

- Ein Stück Apfelstrudel: 3,20 €
- Ein Stück Käsekuchen: 3,40 €

## Heißgetränke

- Kaffee: 2,60 €
- Cappuccino: 3,40 €
- Tee: 2,40 €`,
  },
  {
    slug: 'kontakt',
    title: 'Kontakt',
    content: `Telefon: 0761 38 47 12 (Montag bis Samstag, solange der Laden offen ist)

E-Mail: hallo@baeckerei-kornblume.de

Auf Instagram findet ihr uns als @kornblume.freiburg: Dort zeigen wir jeden Morgen, was frisch aus dem Ofen kommt.`,
  },
  {
    slug: 'reklamation',
    title: 'Reklamation und Stornierung',
    content: `## Etwas stimmt nicht?

Wenn mit einem Einkauf etwas nicht in Ordnung war, bringt ihn mit dem Kassenbon innerhalb von drei Tagen zurück. Ihr bekommt Ersatz oder euer Geld zurück.

## Torten stornieren

Bis sieben Tage vor dem Abholtermin könnt ihr eine Tortenbestellung kostenlos stornieren, die Anzahlung erstatten wir voll. Danach behalten wir die Anzahlung ein.

## Lieferung

Ist eure Lieferung nicht angekommen oder unvollständig, meldet euch bis 9 Uhr am selben Tag, dann liefern wir nach.`,
  },
];

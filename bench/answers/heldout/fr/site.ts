import type { SitePage } from '../../question-set.js';

/** Mèche Rebelle, un salon de coiffure mixte du quartier Bouffay, à Nantes. */
export const pages: readonly SitePage[] = [
  {
    slug: 'horaires',
    title: 'Horaires d’ouverture',
    content: `## Le salon

Du mardi au vendredi, de 9 h 30 à 19 h sans interruption. Le samedi, de 9 h à 17 h. Fermé le dimanche et le lundi.

## Nocturne

Le jeudi, dernière cliente à 20 h 30 : pratique pour passer après le bureau.

## Congés

Nous fermons deux semaines en août (du 5 au 19 cette année) et entre Noël et le jour de l’An. Les jours fériés, le salon reste fermé, sauf le 8 mai et le 11 novembre lorsqu’ils tombent un samedi.`,
  },
  {
    slug: 'acces',
    title: 'Venir au salon',
    content: `Mèche Rebelle, 7 rue de la Juiverie, 44000 Nantes.

## Transports en commun

Ligne 1 du tramway, arrêt Bouffay, à deux minutes à pied. Les bus C2 et C3 s’arrêtent à Duchesse Anne.

## En voiture

Le quartier est piéton. Garez-vous au parking Feydeau ou au parking du Bouffay (Decathlon), tous deux à cinq minutes. Nous vous remboursons la première heure de stationnement sur présentation du ticket.

## Accessibilité

Le salon est de plain-pied. Un de nos fauteuils se règle en hauteur et les bacs de lavage sont accessibles en fauteuil roulant.`,
  },
  {
    slug: 'tarifs',
    title: 'Nos prix',
    content: `Tous nos prix comprennent le shampoing et le soin adapté à votre cheveu.

## Femmes

- Coupe et brushing, cheveux courts : 48 €
- Coupe et brushing, cheveux mi-longs à longs : 58 €
- Brushing seul : 29 €
- Chignon ou attache : à partir de 45 €

## Hommes

- Coupe : 28 €
- Coupe et taille de barbe : 38 €

## Enfants (moins de 12 ans)

- Coupe : 18 €

## Étudiants

Sur présentation de la carte, 15 % de remise du mardi au jeudi.`,
  },
  {
    slug: 'rendez-vous',
    title: 'Prendre rendez-vous',
    content: `## En ligne

Réservez à toute heure sur notre page Planity : vous choisissez la prestation, la coiffeuse et le créneau, et vous recevez un rappel par SMS la veille.

## Par téléphone

Au 02 40 47 18 63, aux heures d’ouverture.

## Sans rendez-vous

Nous gardons quelques créneaux libres chaque matin pour les coupes simples, hommes et femmes. Passez nous voir : s’il faut attendre, on vous le dit tout de suite.

## Première couleur

Pour une première coloration chez nous, nous demandons un test d’allergie au moins 48 heures avant : il suffit de passer cinq minutes au salon, sans rendez-vous.`,
  },
  {
    slug: 'couleur',
    title: 'Coloration et mèches',
    content: `## Nos colorations

Nous travaillons avec des colorations végétales et des colorations sans ammoniaque, pour un résultat lumineux qui respecte le cuir chevelu.

- Couleur racines : 52 €
- Couleur complète : à partir de 65 €
- Balayage ou mèches : de 85 à 140 € selon la longueur
- Patine ou gloss : 30 €

## Blond et décoloration

Passer du brun au blond se fait en plusieurs séances, pour ne pas abîmer le cheveu. Nous faisons toujours un diagnostic gratuit avant.

## Cheveux blancs

Vous préférez assumer vos cheveux blancs ? Nous accompagnons la transition avec des patines qui adoucissent la démarcation.`,
  },
  {
    slug: 'mariage',
    title: 'Mariées et cérémonies',
    content: `Le grand jour se prépare à l’avance.

## L’essai

Un essai de coiffure a lieu un à deux mois avant la cérémonie, au salon (75 €). Apportez des photos de votre robe et de vos accessoires.

## Le jour J

Nous pouvons venir chez vous ou sur le lieu de la réception, dans un rayon de 40 km autour de Nantes. Forfait mariée : 180 €, plus 50 € par invitée coiffée. Les frais de déplacement sont offerts jusqu’à 20 km.

## Réserver

Les samedis de mai à septembre partent vite : réservez votre date six mois à l’avance, avec un acompte de 30 %.`,
  },
  {
    slug: 'barbier',
    title: 'Espace barbier',
    content: `Au fond du salon, un fauteuil est réservé aux messieurs.

## Les prestations

- Taille de barbe à la tondeuse et aux ciseaux : 18 €
- Rasage traditionnel au coupe-chou, serviette chaude : 30 €
- Dégradé (fade) : 32 €

## Notre barbier

Karim a appris le métier à Marseille et officie chez nous le mercredi, le vendredi et le samedi. Pour être sûr de l’avoir, précisez son nom en réservant.`,
  },
  {
    slug: 'soins-et-produits',
    title: 'Soins et produits',
    content: `## Les soins au bac

Soin profond à la kératine, massage crânien, soin anti-chute : de 12 à 35 €, à ajouter à n’importe quelle prestation.

## Lissage brésilien

Un lissage qui tient trois à quatre mois, sans formol. Comptez 2 h 30 et 180 à 260 € selon la longueur.

## Les produits en vente au salon

Nous vendons les shampoings, masques et huiles que nous utilisons, de marques françaises et certifiées bio. Ils sont vendus au même prix qu’en ligne chez la marque, et nous vous conseillons volontiers.`,
  },
  {
    slug: 'paiement',
    title: 'Moyens de paiement et cartes cadeaux',
    content: `## Au salon

Carte bancaire (y compris sans contact), espèces et chèques sur présentation d’une pièce d’identité. Nous n’acceptons pas les chèques-vacances.

## Cartes cadeaux

Offrez une prestation ou un montant libre à partir de 20 €. La carte est valable un an et s’achète au salon ou sur Planity. Elle n’est ni remboursable ni échangeable contre de l’argent.

## Fidélité

À chaque passage, votre carte est tamponnée : au dixième, un soin au bac vous est offert.`,
  },
  {
    slug: 'recrutement',
    title: 'Rejoindre l’équipe',
    content: `## Poste à pourvoir

Nous cherchons un ou une coiffeur·se qualifié·e, titulaire du BP ou du BM, à l’aise avec les techniques de couleur. CDI de 35 heures, du mardi au samedi, rémunération selon expérience plus une commission sur les ventes.

## Apprentissage

Chaque rentrée, nous accueillons un apprenti en CAP coiffure en alternance avec le CFA de Nantes.

## Candidater

Envoyez CV et photos de vos réalisations à equipe@meche-rebelle.fr, ou déposez-les au salon un matin de semaine.`,
  },
  {
    slug: 'le-salon',
    title: 'Qui sommes-nous ?',
    content: `## L’histoire

Mèche Rebelle a ouvert en 2016, quand Léa Moreau, après dix ans dans les salons parisiens, est rentrée dans sa ville natale avec l’envie d’un lieu plus simple et plus chaleureux.

## L’équipe

Léa, Inès et Mathilde aux ciseaux, Karim au rasoir, et Tom, notre apprenti.

## Nos engagements

Nous sommes labellisés Coiffeurs Justes : les cheveux coupés sont collectés et recyclés en boudins qui absorbent les hydrocarbures. Notre eau est chauffée par une pompe à chaleur et nos produits sont vendus en flacons rechargeables.`,
  },
  {
    slug: 'contact',
    title: 'Nous joindre',
    content: `## Téléphone

02 40 47 18 63, du mardi au samedi pendant les heures d’ouverture. Si nous sommes en pleine coupe, laissez un message : on vous rappelle dans la journée.

## Courriel

bonjour@meche-rebelle.fr

## Réseaux

Nos réalisations et nos disponibilités de dernière minute sont sur Instagram, @mecherebelle.nantes.`,
  },
  {
    slug: 'conditions',
    title: 'Annulations et retards',
    content: `## Annuler ou déplacer

Merci de nous prévenir au moins 24 heures à l’avance, par téléphone ou sur Planity. Au-delà de deux rendez-vous manqués sans prévenir, nous demanderons un acompte pour les réservations suivantes.

## En cas de retard

Au-delà de 15 minutes, nous ne pourrons peut-être pas réaliser toute la prestation prévue : nous adapterons selon le planning de la journée.

## Vous n’êtes pas satisfaite ?

Revenez nous voir dans les sept jours : nous reprenons la coupe ou la couleur gratuitement.`,
  },
];

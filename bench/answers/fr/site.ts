import type { SitePage } from '../question-set.js';

/** Le Fournil de la Croix-Rousse, boulangerie-pâtisserie à Lyon. */
export const pages: readonly SitePage[] = [
  {
    slug: 'horaires',
    title: "Horaires d'ouverture",
    content: `Le Fournil vous accueille du mardi au samedi de 7 h à 19 h 30 sans interruption, et le dimanche matin de 7 h à 13 h.

Nous sommes fermés le lundi, jour de repos de toute l'équipe.

## Jours fériés

Les jours fériés, la boutique ouvre aux horaires du dimanche. Le 25 décembre et le 1er janvier, rideau baissé.

## Congés d'été

La boulangerie ferme chaque année les trois premières semaines d'août. Pendant ce temps, nos voisins de la Boulangerie du Plateau prennent le relais.`,
  },
  {
    slug: 'nous-trouver',
    title: 'Nous trouver',
    content: `Vous nous trouverez au 12, rue d'Austerlitz, dans le 4e arrondissement de Lyon, à deux pas de la place de la Croix-Rousse.

## En transports en commun

Métro C, station Croix-Rousse, puis trois minutes à pied. Les bus C13 et S4 s'arrêtent place de la Croix-Rousse.

## En voiture

Le stationnement est payant dans tout le quartier et les places sont rares le samedi matin, jour de marché. Le parking Gros-Caillou, boulevard de la Croix-Rousse, est à cinq minutes à pied. Pour charger une grosse commande, vous pouvez vous arrêter quelques minutes devant la boutique, sur l'aire de dépose-minute.

## À vélo

Des arceaux sont installés juste devant la vitrine.`,
  },
  {
    slug: 'allergies',
    title: 'Allergies et intolérances',
    content: `Tout est fabriqué sur place, dans un seul fournil : farine de blé, œufs, lait, beurre, fruits à coque et sésame y passent tous les jours. Nous ne pouvons donc pas garantir l'absence de traces.

## Sans gluten

Le jeudi et le samedi, nous préparons un pain au sarrasin et aux graines, ainsi que des financiers sans farine de blé. Ils sont sans gluten par leur recette, mais pas certifiés : si vous êtes cœliaque, parlez-en avec nous avant d'acheter.

## Fruits à coque

Amandes, noisettes et noix entrent dans les croissants aux amandes, le Paris-Brest, les florentins et notre pain aux noix.

## Vegan et sans lactose

Nos pains au levain ne contiennent aucun produit laitier. Côté sucré, un cake vegan à l'orange est proposé chaque week-end.

## La liste des allergènes

La liste des 14 allergènes réglementaires est disponible en boutique pour chaque produit : n'hésitez pas à la demander.`,
  },
  {
    slug: 'gateaux',
    title: 'Gâteaux sur commande',
    content: `Anniversaire, baptême, mariage ou simple envie : Julien et son équipe réalisent vos entremets sur mesure.

## Commander

Passez en boutique ou écrivez-nous à commandes@fournil-croixrousse.fr au moins 72 heures à l'avance (trois semaines pour une pièce montée). Précisez le nombre de parts, les parfums et le message à inscrire.

## Tarifs

Comptez 4,50 € la part pour un entremets (6 parts minimum), 6 € la part pour une pièce montée en choux. Un acompte de 30 % est demandé à la commande.

## Retrait

Les gâteaux sont à retirer en boutique à l'heure convenue, dans un carton adapté. Prévoyez une place bien à plat dans la voiture !`,
  },
  {
    slug: 'livraison',
    title: 'Livraison à domicile',
    content: `Votre pain frais livré chez vous avant 8 h, du mardi au samedi. Commandez sur notre site avant 20 h la veille, on s'occupe du reste.

## Où livrons-nous ?

Lyon 1er, 4e et 9e arrondissements, ainsi que Caluire-et-Cuire. Pour les autres secteurs, appelez-nous : on trouve souvent une solution.

## Combien ça coûte ?

La course est à 3 €, offerte dès 25 € d'achat. Pas de minimum de commande.

## Abonnement

Une baguette tradition et deux croissants tous les matins ? Abonnez-vous, et mettez en pause pendant vos vacances en un clic.`,
  },
  {
    slug: 'recrutement',
    title: "Rejoindre l'équipe",
    content: `Le Fournil, c'est aujourd'hui quatorze personnes entre le fournil, le laboratoire de pâtisserie et la boutique.

## Nous recherchons

- Un(e) boulanger(ère) en CDI, 39 h, travail de nuit, du mardi au samedi.
- Un(e) vendeur(se) à temps partiel pour les week-ends.
- Un(e) apprenti(e) pâtissier(ère) pour la rentrée de septembre, en CAP ou en BP.

## Candidater

Envoyez votre CV et quelques mots sur vous à equipe@fournil-croixrousse.fr, ou déposez-les directement en boutique. Nous répondons à toutes les candidatures.`,
  },
  {
    slug: 'paiement',
    title: 'Moyens de paiement',
    content: `En boutique, vous pouvez régler en espèces, par carte bancaire (CB, Visa, Mastercard) dès 1 €, en sans contact ou avec votre téléphone (Apple Pay, Google Pay).

Nous acceptons les titres-restaurant, papier ou carte (Swile, Edenred, Up), dans la limite de 25 € par jour.

Nous ne prenons plus les chèques.

## Commandes en ligne

Les commandes de gâteaux et les livraisons se règlent en ligne, par carte, au moment de la commande.`,
  },
  {
    slug: 'histoire',
    title: 'Notre histoire',
    content: `Camille et Julien se sont rencontrés à l'école de boulangerie. En 2016, ils reprennent la vieille boulangerie de la rue d'Austerlitz, fermée depuis deux ans, et rallument le four à bois.

## Notre façon de travailler

Nos farines viennent d'un moulin de l'Ain et sont issues de blés bio cultivés à moins de 100 km. Tous nos pains sont au levain naturel et fermentent lentement, au moins 18 heures. Les viennoiseries sont tourées chaque nuit au beurre AOP Charentes-Poitou.

## Récompenses

Notre baguette de tradition a reçu le deuxième prix du concours de la meilleure baguette de la Métropole de Lyon en 2022.`,
  },
  {
    slug: 'traiteur',
    title: 'Traiteur et réceptions',
    content: `## Pour vos réunions

Plateaux de mini-sandwichs, quiches, salades et mignardises, de 10 à 80 personnes. Commande 48 heures à l'avance, à partir de 9 € par personne.

## Mariages, baptêmes, anniversaires

Cocktails salés et sucrés, buffets, desserts à partager : nous composons avec vous un devis sur mesure.

## Petit-déjeuner d'entreprise

Viennoiseries, jus pressés et café apportés à votre bureau dès 8 h, pour les entreprises du 1er et du 4e.`,
  },
  {
    slug: 'carte',
    title: 'Nos produits et nos prix',
    content: `Quelques repères ; la carte complète est affichée en boutique et change au fil des saisons.

## Pains

- Baguette de tradition : 1,30 €
- Pain de campagne au levain (500 g) : 4,20 €
- Pain aux noix : 5,80 €

## Viennoiseries

- Croissant au beurre : 1,20 €
- Pain au chocolat : 1,40 €
- Brioche aux pralines : 3,90 €

## Formule déjeuner

Un sandwich, une boisson et un dessert : 9,50 €, à emporter uniquement.`,
  },
  {
    slug: 'contact',
    title: 'Contact',
    content: `Une question, une commande ? Appelez-nous au 04 78 28 41 06 du mardi au dimanche, ou écrivez à bonjour@fournil-croixrousse.fr.

Vous pouvez aussi nous envoyer un message sur Instagram (@fournilcroixrousse).`,
  },
  {
    slug: 'annulation',
    title: 'Annulation et remboursement',
    content: `## Un produit ne vous convient pas ?

Rapportez-le avec votre ticket de caisse dans les trois jours : nous vous l'échangeons ou nous vous remboursons, sans discuter.

## Annuler une commande de gâteau

Toute annulation plus de 7 jours avant la date de retrait donne lieu au remboursement intégral de l'acompte. Au-delà, l'acompte reste acquis, les matières premières ayant été achetées.

## Livraison manquée

Livraison absente ou incomplète ? Prévenez-nous avant 10 h le jour même, nous repassons dans la matinée.`,
  },
];

import type { Question } from '../question-set.js';

/** Les questions telles que les visiteurs les tapent, avec la page qui y répond. */
export const questions: readonly Question[] = [
  ['vous êtes ouverts le dimanche ?', 'horaires'],
  ["c'est quoi vos horaires", 'horaires'],
  ['vous fermez à quelle heure ?', 'horaires'],
  ['ouvert le lundi', 'horaires'],
  ['vous êtes fermés en août ?', 'horaires'],
  ['ouvert les jours fériés ?', 'horaires'],
  ['adresse ?', 'nous-trouver'],
  ['vous êtes où exactement', 'nous-trouver'],
  ['on peut se garer pas loin ?', 'nous-trouver'],
  ['parking', 'nous-trouver'],
  ["c'est quel métro", 'nous-trouver'],
  ['sans gluten', 'allergies'],
  ['je suis cœliaque, il y a quelque chose pour moi ?', 'allergies'],
  ['allergie aux fruits à coque', 'allergies'],
  ['vous avez des trucs végétaliens ?', 'allergies'],
  ['intolérant au lactose', 'allergies'],
  ["vous faites des gâteaux d'anniversaire ?", 'gateaux'],
  ['commander une pièce montée', 'gateaux'],
  ["combien de temps à l'avance pour commander un gâteau", 'gateaux'],
  ['vous livrez ?', 'livraison'],
  ['frais de livraison', 'livraison'],
  ['livraison sur caluire', 'livraison'],
  ['abonement pain tous les matins', 'livraison'],
  ['vous recrutez ?', 'recrutement'],
  ["offre d'emploi", 'recrutement'],
  ['je cherche un petit boulot étudiant', 'recrutement'],
  ['apprentissage en pâtisserie', 'recrutement'],
  ['vous prenez la carte ?', 'paiement'],
  ['tickets resto acceptés ?', 'paiement'],
  ['paiement par chèque', 'paiement'],
  ['depuis quand vous existez ?', 'histoire'],
  ['vos farines sont bio ?', 'histoire'],
  ['buffet pour un mariage', 'traiteur'],
  ['petit dej pour le bureau', 'traiteur'],
  ["c'est combien une chocolatine ?", 'carte'],
  ['prix de la baguette tradition', 'carte'],
  ['numéro de tel', 'contact'],
  ['comment vous contacter', 'contact'],
  ['remboursement', 'annulation'],
  ['je veux annuler ma commande de gâteau', 'annulation'],
  // Aucune page n'y répond : l'agent doit dire qu'il ne sait pas.
  ['vous avez le wifi ?', null],
  ['je peux venir avec mon chien ?', null],
  ['vous vendez des glaces ?', null],
  ['il y a une carte de fidélité ?', null],
  ['vous avez une terrasse ?', null],
];

/** Mots-outils du français (laissés de côté pour dire si une question est difficile). */
export const functionWords = (
  'le la les l un une des du de d et ou où est sont c ce cet cette ces ça ca que qu qui quoi quel quelle quels quelles vous votre vos nous notre nos ' +
  'je j me m moi tu te il elle on y en a au aux pour avec sur dans par pas ne n se s si avez êtes suis faites fait peut peux pouvez il y a ' +
  'combien comment quand pourquoi quelque chose ma mon mes'
).split(' ');

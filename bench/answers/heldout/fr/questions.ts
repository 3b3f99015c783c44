import type { Question } from '../../question-set.js';

/** Questions telles que les visiteurs les tapent, avec la page qui y répond (null : aucune). */
export const questions: readonly Question[] = [
  ['vous êtes ouverts le lundi ?', 'horaires'],
  ['horaires du samedi', 'horaires'],
  ['vous partez en vacances cet été ?', 'horaires'],
  ['jusqu’à quelle heure le jeudi', 'horaires'],
  ['vous êtes situés où ?', 'acces'],
  ['je peux me garer où', 'acces'],
  ['quel arrêt de tram', 'acces'],
  ['combien coûte une coupe homme', 'tarifs'],
  ['prix coupe enfant', 'tarifs'],
  ['réduction étudiant ?', 'tarifs'],
  ['il faut prendre rdv ?', 'rendez-vous'],
  ['je peux passer sans réserver', 'rendez-vous'],
  ['prix d’un balayage', 'couleur'],
  ['vous faites des colorations bio', 'couleur'],
  ['je veux devenir blonde', 'couleur'],
  ['coiffure pour mon mariage', 'mariage'],
  ['vous vous déplacez à domicile pour une mariée ?', 'mariage'],
  ['rasage à l’ancienne', 'barbier'],
  ['faites vous les dégradés', 'barbier'],
  ['lissage bresilien tarif', 'soins-et-produits'],
  ['vous vendez des shampoings ?', 'soins-et-produits'],
  ['vous prenez la cb', 'paiement'],
  ['bon cadeau', 'paiement'],
  ['vous embauchez ?', 'recrutement'],
  ['offre d’emploi coiffeuse', 'recrutement'],
  ['c’est qui la patronne', 'le-salon'],
  ['votre numéro ?', 'contact'],
  ['j’ai 20 min de retard', 'conditions'],
  ['annuler mon rdv', 'conditions'],
  ['pas contente de ma coupe', 'conditions'],
  ['vous faites les extensions ?', null],
  ['vous faites aussi manucure', null],
  ['vous coupez les cheveux des chiens', null],
  ['y a-t-il du wifi', null],
  ['vous faites le maquillage ?', null],
];

/** Mots outils du français (écartés pour dire si une question est difficile). */
export const functionWords = (
  'le la les l un une des du de d et ou où est sont c ce cet cette ces ça ca que qu qui quoi quel quelle quels quelles vous votre vos nous notre nos ' +
  'je j me m moi tu te il elle on y en a au aux pour avec sur dans par pas ne n se s si avez êtes suis faites fait peut peux pouvez t ' +
  'combien comment quand pourquoi quelque chose ma mon mes aussi faut jusqu'
).split(' ');

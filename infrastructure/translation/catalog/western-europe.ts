import { ENGLISH_PRONOUNS as EN, type CatalogEntry } from './entry.js';

/** Western and Northern Europe. */
export const WESTERN_EUROPE: Readonly<Record<string, CatalogEntry>> = {
  fr: ['Profil', 'Prénom', 'Pronoms', 'E-mail', 'Téléphone', 'Langue', 'Elle', 'Il', 'Iel', 'Non précisé'],
  de: ['Profil', 'Vorname', 'Pronomen', 'E-Mail', 'Telefon', 'Sprache', 'sie/ihr', 'er/ihm', 'they/them', 'Keine Angabe'],
  es: ['Perfil', 'Nombre', 'Pronombres', 'Correo electrónico', 'Teléfono', 'Idioma', 'Ella', 'Él', 'Elle', 'Sin especificar'],
  it: ['Profilo', 'Nome', 'Pronomi', 'E-mail', 'Telefono', 'Lingua', 'Lei', 'Lui', 'They/them', 'Non specificato'],
  pt: ['Perfil', 'Nome', 'Pronomes', 'E-mail', 'Telefone', 'Idioma', 'Ela/dela', 'Ele/dele', 'Elu/delu', 'Não especificado'],
  ca: ['Perfil', 'Nom', 'Pronoms', 'Correu electrònic', 'Telèfon', 'Idioma', 'Ella', 'Ell', 'Elli', 'No especificat'],
  nl: ['Profiel', 'Voornaam', 'Voornaamwoorden', 'E-mail', 'Telefoon', 'Taal', 'Zij/haar', 'Hij/hem', 'Hen/hun', 'Niet opgegeven'],
  sv: ['Profil', 'Förnamn', 'Pronomen', 'E-post', 'Telefon', 'Språk', 'Hon/henne', 'Han/honom', 'Hen/hen', 'Ej angivet'],
  da: ['Profil', 'Fornavn', 'Pronominer', 'E-mail', 'Telefon', 'Sprog', 'Hun/hende', 'Han/ham', 'De/dem', 'Ikke angivet'],
  nb: ['Profil', 'Fornavn', 'Pronomen', 'E-post', 'Telefon', 'Språk', 'Hun/henne', 'Han/ham', 'Hen/hen', 'Ikke oppgitt'],
  fi: ['Profiili', 'Etunimi', 'Pronominit', 'Sähköposti', 'Puhelin', 'Kieli', ...EN, 'Ei määritetty'],
};

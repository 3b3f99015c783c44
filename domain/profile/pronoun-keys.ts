/** The pronoun keys a profile stores and the card displays; `unspecified` stands for "unset". */
export const PRONOUN_KEYS = ['she_her', 'he_him', 'they_them', 'unspecified'] as const;
export type Pronoun = (typeof PRONOUN_KEYS)[number];

export const isPronoun = (value: unknown): value is Pronoun => typeof value === 'string' && (PRONOUN_KEYS as readonly string[]).includes(value);

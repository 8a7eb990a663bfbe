/** What a backer may change of a contribution (spec section 4, 'Contribution (own)'). */
export interface ContributionPreferences {
  hidden?: boolean;
  comment?: string;
  displayAmount?: boolean;
  displayNickname?: boolean;
  unsubscribed?: boolean;
}

/** A backer's public comment on a campaign (the contribution's and the paid order's alike). */
export const MAX_COMMENT = 500;

/** DRF's French wording for the fields of these forms. */
export const PREFERENCE_MESSAGES = {
  boolean: 'Doit être un booléen valide.',
  text: 'Une chaîne de caractères valide est requise.',
  required: 'Ce champ est obligatoire.',
  integer: 'Un nombre entier valide est requis.',
  commentTooLong: `Assurez-vous que ce champ ne comporte pas plus de ${MAX_COMMENT} caractères.`,
  notBacked: 'Cette commande ne soutient pas ce financement participatif.',
} as const;

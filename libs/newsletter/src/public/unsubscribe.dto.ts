import { ChoiceField, TextField } from '@shop/common';

/** The address and its token, from the link's query string (one click) or the SPA's body. */
export class UnsubscribeLinkDto {
  @TextField({ maxLength: 254, description: 'Adresse à désinscrire.' })
  email?: string;

  @TextField({ maxLength: 128, description: 'Jeton du lien (HMAC de l’adresse).' })
  token?: string;

  @TextField({ maxLength: 100, description: 'Collection de la lettre (son identifiant d’URL) : la page de confirmation prend son nom.' })
  label?: string;
}

/** What a mail provider posts (RFC 8058, form-encoded), or the SPA's JSON. */
export class UnsubscribeBodyDto extends UnsubscribeLinkDto {
  @ChoiceField(['One-Click'], { description: 'Envoyé par la messagerie pour un désabonnement en un clic (RFC 8058).' })
  'List-Unsubscribe'?: string;
}

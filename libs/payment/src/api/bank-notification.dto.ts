import { Injectable, PipeTransform } from '@nestjs/common';
import { DrfValidationError, readInput, TextField } from '@shop/common';

/** Monetico's own bound on `texte-libre`; ours is a cart id. */
const FREE_TEXT_MAX = 3200;
/** Fields the shop does not read (cvx, brand, authentification…): sealed as they come, each bounded. */
const OTHER_FIELD_MAX = 4096;
const FIELDS_MAX = 64;

/**
 * The fields of a Monetico notification the shop reads (DOMAIN.md, 'The notification'), bounded as
 * the bank writes them. Lengths are checked on the raw values: the seal covers them as received.
 */
export class BankNotificationDto {
  @TextField({ required: true, raw: true, maxLength: 7, description: 'Numéro de TPE (7 caractères).' })
  TPE: string;

  @TextField({ required: true, raw: true, maxLength: 32, description: 'Date de la transaction, telle que la banque l’écrit (signée telle quelle).' })
  date: string;

  @TextField({ required: true, raw: true, maxLength: 20, description: 'Montant et devise, par exemple 23.50EUR.' })
  montant: string;

  @TextField({ required: true, raw: true, maxLength: 12, description: 'Référence de la tentative de paiement (12 caractères au plus).' })
  reference: string;

  @TextField({ raw: true, allowBlank: true, maxLength: FREE_TEXT_MAX, description: 'Texte libre du formulaire (l’id du panier).' })
  'texte-libre'?: string;

  @TextField({ required: true, raw: true, maxLength: 32, description: 'payetest, paiement, Annulation, paiement_pf2…' })
  'code-retour': string;

  @TextField({ required: true, raw: true, minLength: 40, maxLength: 40, description: 'Sceau HMAC-SHA1 (40 chiffres hexadécimaux) des autres champs.' })
  MAC: string;
}

/**
 * The bank's notification as posted, once its fields are what the bank sends: every one a single
 * string, the read ones per BankNotificationDto, the others bounded. Null otherwise: the command
 * answers the bank `cdr=1` as for a bad seal (never a 400: the bank only reads its acknowledgement).
 * The fields go on untouched, unknown ones included: the seal covers every field received.
 */
@Injectable()
export class BankNotificationPipe implements PipeTransform<unknown, Promise<Record<string, string> | null>> {
  async transform(body: unknown): Promise<Record<string, string> | null> {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
    const entries = Object.entries(body as Record<string, unknown>);
    if (entries.length > FIELDS_MAX || entries.some(([, v]) => typeof v !== 'string' || v.length > OTHER_FIELD_MAX)) return null;
    const fields = Object.fromEntries(entries) as Record<string, string>;
    try {
      await readInput(BankNotificationDto, fields);
    } catch (error) {
      if (error instanceof DrfValidationError) return null;
      throw error;
    }
    return fields;
  }
}

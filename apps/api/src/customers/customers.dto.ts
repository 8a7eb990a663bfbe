import { BooleanField, ChoiceField, EmailField, IntegerField, listQueryDto, NumberField, type ListQuerySpec } from '@shop/common';
import { MandateReferenceField } from '@shop/auth';

/** How a bookseller may pay (the accounts' PAYMENT_MEANS). */
const BOOKSELLER_PAYMENT_MEANS = ['sepa-debit', 'wire', 'credit-card'] as const;

/** `GET api/staff/customers/`: searched by email, name or postcode, one kind of account, newest first. */
export const CUSTOMER_LIST_SPEC: ListQuerySpec = {
  ordering: { joined_at: 'u.created_at', email: 'u.email', last_login_at: 'u.last_login_at' },
  defaultOrdering: ['-joined_at'],
  filters: { search: 'string' },
  defaultLimit: 25,
  maxLimit: 100,
};

export const CUSTOMER_KINDS = ['reader', 'bookseller', 'staff'] as const;

export class CustomerListQuery extends listQueryDto(CUSTOMER_LIST_SPEC) {
  @ChoiceField(CUSTOMER_KINDS, { description: 'reader : lecteur·ices (ni libraire ni équipe) ; bookseller : libraires ; staff : l’équipe.' })
  kind?: (typeof CUSTOMER_KINDS)[number];
}

/** `POST api/staff/customers/{id}/access/`: what staff change of an account's access (absent: left as it is). */
export class CustomerAccessDto {
  @BooleanField({ description: 'false : le compte ne peut plus se connecter et toutes ses sessions prennent fin ; true : il retrouve son état d’avant.' })
  active?: boolean;

  @BooleanField({ description: 'Droits de l’équipe (arrière-boutique).' })
  is_staff?: boolean;
}

/** `GET api/staff/customers/{id}/export/?format=`: the person's data as JSON (machine-readable) or as a page to read. */
export class CustomerExportQuery {
  @ChoiceField(['json', 'html'], { description: 'json (par défaut) : lisible par une machine (portabilité) ; html : une page à lire.' })
  format?: 'json' | 'html';
}

/** `POST api/staff/customers/{id}/erase/`: staff type the account's address again, so no account is erased by a slip. */
export class CustomerEraseDto {
  @EmailField({ required: true, description: 'L’adresse e-mail du compte, saisie de nouveau pour confirmer.' })
  confirm_email: string;
}

/** `PATCH api/staff/customers/{id}/bookseller-terms/`: the terms staff change (absent: left as they are). */
export class CustomerBooksellerTermsDto {
  // discount_bp is CHECKed between 0 and 10000 basis points.
  @NumberField({ min: 0, max: 100, decimals: 2, description: 'Remise sur les livres, en pourcentage (« 32,5 » accepté).' })
  discount?: number;

  @ChoiceField(BOOKSELLER_PAYMENT_MEANS, { description: 'sepa-debit (prélèvement), wire (virement), credit-card (carte).' })
  payment_mean?: (typeof BOOKSELLER_PAYMENT_MEANS)[number];

  @IntegerField({ min: 0, max: 365, description: 'Délai du prélèvement, en jours.' })
  sepa_term?: number;

  @MandateReferenceField()
  mandate_reference?: string | null;
}

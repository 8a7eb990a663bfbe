import { BooleanField, ChoiceField, listQueryDto, type ListQuerySpec } from '@shop/common';

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

import {
  ChoiceField,
  EmailField,
  listQueryDto,
  NumberField,
  RelatedIdField,
  requireStaffFields,
  StaffDayField,
  StaffVersionField,
  TextField,
  type ListQuerySpec,
} from '@shop/common';

/** French messages of the vouchers' staff forms (docs/back-office.md). */
export const STAFF_VOUCHER_MESSAGES = {
  value: 'La valeur doit être comprise entre 1,00 € et 1 000,00 €.',
  pastExpiry: 'La date d’expiration ne peut pas être passée.',
  valueLocked: 'La valeur ne peut plus changer : une partie du bon a déjà été utilisée.',
  unknownLabel: 'Collection inconnue.',
};

/** `GET api/staff/vouchers/`: search by code or email, status filter, newest first. */
export const STAFF_VOUCHER_LIST_SPEC: ListQuerySpec = {
  ordering: { created_at: 'v.created_at', expiration_date: 'v.expiration_date', value: 'v.value_cents', code: 'v.code' },
  defaultOrdering: ['-created_at'],
  filters: { search: 'string' },
  defaultLimit: 25,
  maxLimit: 100,
};

export const VOUCHER_STATUSES = ['usable', 'used', 'expired'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export class StaffVoucherListQuery extends listQueryDto(STAFF_VOUCHER_LIST_SPEC) {
  @ChoiceField(VOUCHER_STATUSES, { description: 'usable : utilisable ; used : entièrement utilisé ; expired : expiré.' })
  status?: VoucherStatus;
}

/** Euros, 1.00 to 1,000.00 (a number or a string, point or comma). */
function VoucherValueField(): PropertyDecorator {
  return NumberField({
    min: 1,
    max: 1_000,
    decimals: 2,
    description: 'Valeur en euros (« 30.00 »).',
    messages: { min: STAFF_VOUCHER_MESSAGES.value, max: STAFF_VOUCHER_MESSAGES.value, type: STAFF_VOUCHER_MESSAGES.value },
  });
}

/** The fields staff may change on a voucher. */
class VoucherFields {
  @VoucherValueField()
  value?: number;

  @StaffDayField({ description: 'Dernier jour de validité (inclus), pas dans le passé ; null : sans date limite.' })
  expiration_date?: string | null;

  @TextField({ maxLength: 500, allowBlank: true, description: 'Note de l’équipe (pourquoi ce bon), jamais montrée au client.' })
  note?: string;
}

/** `POST api/staff/vouchers/`: the code is drawn by the server. */
export class CreateVoucherDto extends VoucherFields {
  declare value: number;

  @EmailField({ description: 'Adresse à qui envoyer le bon (facultatif).' })
  email?: string;

  @RelatedIdField({ description: 'Collection dont le courriel prend l’apparence (par défaut : la première).' })
  label?: number;
}
requireStaffFields(CreateVoucherDto, ['value']);

/** `PATCH api/staff/vouchers/{id}/`: the value only while nothing of it was spent. */
export class UpdateVoucherDto extends VoucherFields {
  @StaffVersionField()
  version: number;
}

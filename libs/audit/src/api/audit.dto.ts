import { ChoiceField, INPUT_BOUNDS, IntegerField, TextField } from '@shop/common';
import { AUDITED_RECORD_KINDS, type AuditedRecordKind } from '../audit-trail';

/** `GET api/staff/audit/?entity=&entity_id=`: one record's entries, a page at a time. */
export class AuditListQuery {
  @ChoiceField(AUDITED_RECORD_KINDS, { required: true, description: 'Type de fiche.', example: 'book' })
  entity: AuditedRecordKind;

  // 64: a parcel's id is its order's uuid and its day (47 characters).
  @TextField({ required: true, maxLength: 64, description: 'Identifiant de la fiche (un colis : commande.jour, 47 caractères).', example: '12' })
  entity_id: string;

  @IntegerField({ min: 1, max: Number.MAX_SAFE_INTEGER, description: 'Taille de la page (100 au plus).' })
  limit?: number;

  @IntegerField({ min: 0, max: INPUT_BOUNDS.offsetMax, description: 'Rang du premier résultat.' })
  offset?: number;
}

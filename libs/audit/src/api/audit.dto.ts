import { ChoiceField, INPUT_BOUNDS, IntegerField, StaffDayField, TextField } from '@shop/common';
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

/** `GET api/staff/activity/`: every record's changes, newest first; one kind, one person, some days. */
export class ActivityListQuery {
  @ChoiceField(AUDITED_RECORD_KINDS, { description: 'Type de fiche (toutes par défaut).', example: 'book' })
  entity?: AuditedRecordKind;

  @TextField({ maxLength: 254, description: 'Une partie de l’adresse e-mail de qui a modifié.', example: 'equipe@' })
  actor?: string;

  @StaffDayField({ description: 'Ce jour-là ou après (AAAA-MM-JJ, à Paris).' })
  from?: string;

  @StaffDayField({ description: 'Ce jour-là ou avant (AAAA-MM-JJ, à Paris).' })
  to?: string;

  @IntegerField({ min: 1, max: Number.MAX_SAFE_INTEGER, description: 'Taille de la page (100 au plus).' })
  limit?: number;

  @IntegerField({ min: 0, max: INPUT_BOUNDS.offsetMax, description: 'Rang du premier résultat.' })
  offset?: number;
}

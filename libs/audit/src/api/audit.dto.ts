import { INPUT_BOUNDS, IntegerField, TextField } from '@shop/common';

/** `GET api/staff/audit/?entity=&entity_id=`: one record's entries, a page at a time. */
export class AuditListQuery {
  @TextField({ required: true, maxLength: 40, pattern: /^[a-z][a-z_-]*$/, patternMessage: 'Type de fiche inconnu.', description: 'Type de fiche : author, book…', example: 'book' })
  entity: string;

  @TextField({ required: true, maxLength: 40, description: 'Identifiant de la fiche.', example: '12' })
  entity_id: string;

  @IntegerField({ min: 1, max: Number.MAX_SAFE_INTEGER, description: 'Taille de la page (100 au plus).' })
  limit?: number;

  @IntegerField({ min: 0, max: INPUT_BOUNDS.offsetMax, description: 'Rang du premier résultat.' })
  offset?: number;
}

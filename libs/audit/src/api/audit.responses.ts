import { ApiProperty } from '@nestjs/swagger';

/** Documentation only: the audit trail as staff read it. */

export class AuditActorResponse {
  @ApiProperty({ type: 'integer', example: 3 })
  id: number;

  @ApiProperty({ type: 'string', format: 'email', example: 'equipe@exemplaire.test' })
  email: string;
}

export class AuditEntryResponse {
  @ApiProperty({ type: 'integer', example: 41 })
  id: number;

  @ApiProperty({ type: 'string', format: 'date-time', description: 'Moment de la modification.', example: '2026-11-21T18:00:00.000Z' })
  at: string;

  @ApiProperty({ type: () => AuditActorResponse, nullable: true, description: 'Qui a modifié ; null si son compte n’existe plus.' })
  actor: AuditActorResponse | null;

  @ApiProperty({ type: 'string', description: 'created, updated, ou une action nommée (publish…).', example: 'updated' })
  action: string;

  @ApiProperty({
    type: 'object',
    description: 'Chaque champ changé : sa valeur avant (from) et après (to).',
    additionalProperties: { type: 'object', properties: { from: { nullable: true }, to: { nullable: true } } },
    example: { price: { from: '18.00', to: '19.50' } },
  })
  changes: Record<string, { from: unknown; to: unknown }>;
}

/** An entry of the activity log: the record it is about, then as in a record's trail. */
export class ActivityEntryResponse extends AuditEntryResponse {
  @ApiProperty({ type: 'string', description: 'Type de fiche (book, customer, order…).', example: 'book' })
  entity: string;

  @ApiProperty({ type: 'string', description: 'Identifiant de la fiche.', example: '12' })
  entity_id: string;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Ce que la fiche s’appelle : le titre d’un livre, la référence d’une commande, l’adresse d’un client (null : fiche supprimée, ou sans nom).',
    example: 'Orbite basse',
  })
  subject: string | null;
}

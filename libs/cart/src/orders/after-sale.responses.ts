import { ApiProperty } from '@nestjs/swagger';
import { DateTime, Flag, Integer, Money, Text } from '@shop/common';

const PERSON = {
  type: 'object',
  nullable: true,
  description: 'Le membre de l’équipe (null : compte supprimé).',
  properties: { id: { type: 'integer' }, email: { type: 'string' } },
} as const;

/** A line of the paid order, with what was refunded and returned of it. */
export class AfterSaleLineResponse {
  @Text('Id de la ligne.') id: string;
  @Text('Désignation.') name: string;
  @Integer('Exemplaires vendus.') quantity: number;
  @Money('Montant facturé de la ligne, TTC.') total: string;
  @Integer('Exemplaires déjà remboursés.') refunded_quantity: number;
  @Integer('Exemplaires revenus.') returned_quantity: number;
  @Flag('Contrepartie d’une contribution : elle se rembourse depuis la campagne.') is_reward: boolean;
}

export class RefundedLineResponse {
  @Text('Id de la ligne.') id: string;
  @Text('Désignation.') name: string;
  @Integer('Exemplaires remboursés.') quantity: number;
  @Money('Montant remboursé, TTC.') amount: string;
}

export class CreditNoteLinkResponse {
  @Text('Id de l’avoir.') id: string;
  @Text('Numéro de l’avoir (série A).', { example: 'A2026-000003' }) number: string;
  @Text('L’avoir en PDF (chemin de l’API).', { example: '/api/credit-notes/…/pdf/' }) pdf: string;
}

export class RefundResponse {
  @Text('Id du remboursement.') id: string;
  @ApiProperty({ type: CreditNoteLinkResponse }) credit_note: CreditNoteLinkResponse;
  @Money('Montant remboursé, TTC.') amount: string;
  @ApiProperty({ type: RefundedLineResponse, isArray: true }) lines: RefundedLineResponse[];
  @Money('Frais de port remboursés.') shipping: string;
  @Money('Part rendue sur la carte bancaire.') card: string;
  @Money('Part rendue en bon d’achat.') voucher: string;
  @ApiProperty({ enum: ['pending', 'refunded', 'refused'], nullable: true, description: 'La part carte : demandée à la banque, faite, refusée ; null : rien sur la carte.' })
  card_status: 'pending' | 'refunded' | 'refused' | null;
  @Text('Réponse de la banque quand elle a refusé.', { nullable: true }) card_detail: string | null;
  @Text('Motif.') reason: string;
  @DateTime('Fait le.') at: string;
  @ApiProperty(PERSON) by: { id: number; email: string } | null;
}

export class ReturnResponse {
  @Text('Id du retour.') id: string;
  @ApiProperty({ type: RefundedLineResponse, isArray: true, description: 'Les articles revenus (montant : leur prix facturé).' }) lines: RefundedLineResponse[];
  @Text('Note.') note: string;
  @DateTime('Enregistré le.') at: string;
  @ApiProperty(PERSON) by: { id: number; email: string } | null;
}

/** `GET api/staff/carts/{id}/after-sale/`: what can still be refunded, and what was. */
export class AfterSaleResponse {
  @Text('Id de la commande.') order: string;
  @Integer('Version de la commande (son dernier événement).') version: number;
  @Text('Moyen de paiement.', { nullable: true }) paid_with: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Annulée le (null : pas annulée).' }) cancelled_at: string | null;
  @Flag('Peut encore être annulée : payée, pas annulée, aucun colis parti, sans contribution.') cancellable: boolean;
  @Money('Ce que les avoirs peuvent encore créditer sur la facture.') creditable: string;
  @Money('Ce que la carte bancaire peut encore recevoir.') card_refundable: string;
  @Money('Frais de port payés.') shipping: string;
  @Money('Frais de port pas encore remboursés.') shipping_refundable: string;
  @Flag('Un colis est parti : un retour peut être enregistré.') shipped: boolean;
  @ApiProperty({ type: AfterSaleLineResponse, isArray: true }) lines: AfterSaleLineResponse[];
  @ApiProperty({ type: RefundResponse, isArray: true }) refunds: RefundResponse[];
  @ApiProperty({ type: ReturnResponse, isArray: true }) returns: ReturnResponse[];
}

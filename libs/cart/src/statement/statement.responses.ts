import { ApiProperty } from '@nestjs/swagger';
import { DateOnly, Integer, Money, Text } from '@shop/common';

export class StatementLineResponse {
  @Text('Identifiant (UUID) de la commande.')
  id: string;

  @Text('Référence de la commande.')
  reference: string;

  @Text('Numéro de la facture.', { nullable: true, example: 'F2026-000042' })
  invoice_number: string | null;

  @DateOnly('Date de la facture.', true)
  invoice_date: string | null;

  @Text('Chemin de la facture en PDF (`/api/carts/{id}/invoice/`) ; null : pas de facture.', { nullable: true })
  invoice_file: string | null;

  @ApiProperty({ type: 'string', enum: ['sepa-debit', 'wire'], description: 'Moyen de paiement : prélèvement ou virement.' })
  means: string;

  @Money('Montant à régler : le total TTC après les bons d’achat.')
  amount_due: string;

  @DateOnly('Échéance.')
  due_date: string;

  @DateOnly('Jour du règlement (heure de Paris) ; null : pas encore réglée.', true)
  settled_date: string | null;

  @Integer('Jours de retard depuis l’échéance ; 0 : pas en retard (ou réglée).', { minimum: 0 })
  days_overdue: number;
}

export class BooksellerStatementResponse {
  @DateOnly('Le jour du relevé (calendrier de la boutique, heure de Paris).')
  today: string;

  @Money('Total restant à régler, retards compris.')
  due_total: string;

  @Money('Part du total dont l’échéance est passée.')
  overdue_total: string;

  @DateOnly('Premier jour des règlements listés (12 mois avant aujourd’hui).')
  settled_since: string;

  @ApiProperty({ type: StatementLineResponse, isArray: true, description: 'Commandes non réglées dont l’échéance est passée, la plus ancienne échéance d’abord.' })
  overdue: StatementLineResponse[];

  @ApiProperty({ type: StatementLineResponse, isArray: true, description: 'Commandes non réglées à échoir (échéance aujourd’hui ou plus tard), la plus proche d’abord.' })
  due: StatementLineResponse[];

  @ApiProperty({ type: StatementLineResponse, isArray: true, description: 'Commandes réglées depuis 12 mois (100 au plus), la dernière réglée d’abord.' })
  settled: StatementLineResponse[];
}

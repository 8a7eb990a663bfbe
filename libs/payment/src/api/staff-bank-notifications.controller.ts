import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Roles } from '@shop/auth';
import { ApiPageOf, listQueryDto, parseListQuery, Req, RequestInfo } from '@shop/common';
import { ListUnfinishedNotificationsQuery, UNFINISHED_NOTIFICATIONS_SPEC } from '../queries/unfinished-notifications.query';

class UnfinishedNotificationsQuery extends listQueryDto(UNFINISHED_NOTIFICATIONS_SPEC) {}

/** A bank notification acknowledged to the bank and not yet acted upon. */
export class UnfinishedBankNotificationResponse {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ description: 'Référence de la commande côté banque.' }) reference: string;
  @ApiProperty({ description: 'Code retour de la banque (payetest, paiement, Annulation…).' }) code_retour: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'Montant annoncé par la banque (ex. 23.50EUR).' }) amount: string | null;
  @ApiProperty({ format: 'date-time' }) received_at: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Dernière remise à la file (null : en attente du relais).' }) enqueued_at: string | null;
  @ApiProperty({ type: 'integer', description: 'Fois où la réconciliation l’a remise à la file après sa perte par Redis.' }) requeued: number;
}

/** What staff watch beside the payment anomalies: payments the bank confirmed that the shop has not yet recorded. */
@ApiTags('Paiements (équipe)')
@Controller('api/staff/bank-notifications')
@Roles('staff')
export class StaffBankNotificationsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('unfinished')
  @ApiOperation({ summary: 'Notifications bancaires non traitées après le délai de réconciliation' })
  @ApiPageOf(UnfinishedBankNotificationResponse)
  unfinished(@Query() query: UnfinishedNotificationsQuery, @Req() info: RequestInfo) {
    return this.queries.execute(new ListUnfinishedNotificationsQuery(parseListQuery({ ...query }, UNFINISHED_NOTIFICATIONS_SPEC), info.url));
  }
}

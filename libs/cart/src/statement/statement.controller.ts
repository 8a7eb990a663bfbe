import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AccountReader, CurrentUser, Roles, type AuthUser } from '@shop/auth';
import { ApiFileResponse, DrfNotFound, ParseIdPipe } from '@shop/common';
import { GetBooksellerStatementQuery, type BooksellerStatement } from './statement.query';
import { statementCsv } from './statement-csv';
import { BooksellerStatementResponse } from './statement.responses';
import type { FastifyReply } from 'fastify';

/**
 * Spec §9: the bookseller's statement of account — their orders on terms, overdue, due and settled,
 * with what they owe. Booksellers only (readers 403, anonymous 401); only the caller's own orders.
 */
@ApiTags('Libraires : relevé de compte')
@Controller('api/bookseller/statement')
@Roles('bookseller')
export class BooksellerStatementController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'Relevé de compte du libraire',
    description: 'Les commandes payées par prélèvement ou virement : en retard, à échoir et réglées (12 derniers mois), avec le total à régler et le total en retard.',
  })
  @ApiOkResponse({ type: BooksellerStatementResponse, description: 'Le relevé de compte du libraire connecté.' })
  statement(@CurrentUser() user: AuthUser): Promise<BooksellerStatement> {
    return this.queries.execute(new GetBooksellerStatementQuery(user.id, new Date()));
  }

  @Get('csv')
  @ApiOperation({
    summary: 'Relevé de compte du libraire à télécharger (CSV)',
    description:
      'Le même relevé, une ligne par commande (état, commande, facture, paiement, montant, échéance, réglée le, retard) puis les totaux ; séparateur point-virgule, virgule décimale, UTF-8 avec BOM. Pièce jointe `releve-de-compte-{date}.csv`.',
  })
  @ApiFileResponse(['text/csv'], 'Le relevé en CSV (pièce jointe `releve-de-compte-{date}.csv`).')
  async csv(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const statement: BooksellerStatement = await this.queries.execute(new GetBooksellerStatementQuery(user.id, new Date()));
    // Personal: never kept by a shared cache.
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="releve-de-compte-${statement.today}.csv"`);
    reply.header('cache-control', 'private, no-store');
    return statementCsv(statement);
  }
}

/** Staff read a bookseller's statement of account from the customer's page (the same as the bookseller's own). */
@ApiTags('Libraires (équipe)')
@Controller('api/staff/booksellers/:userId/statement')
@Roles('staff')
export class StaffBooksellerStatementController {
  constructor(
    private readonly queries: QueryBus,
    private readonly accounts: AccountReader,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Relevé de compte d’un libraire (équipe)',
    description: 'Le relevé que le libraire voit : en retard, à échoir et réglé, avec les totaux. 404 : pas un compte libraire.',
  })
  @ApiOkResponse({ type: BooksellerStatementResponse, description: 'Le relevé de compte du libraire.' })
  async statement(@Param('userId', ParseIdPipe) userId: number): Promise<BooksellerStatement> {
    if ((await this.accounts.buyerTerms(userId)).booksellerDiscountBp === null) throw new DrfNotFound();
    return this.queries.execute(new GetBooksellerStatementQuery(userId, new Date()));
  }
}

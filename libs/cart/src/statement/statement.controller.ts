import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@shop/auth';
import { GetBooksellerStatementQuery, type BooksellerStatement } from './statement.query';
import { BooksellerStatementResponse } from './statement.responses';

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
}

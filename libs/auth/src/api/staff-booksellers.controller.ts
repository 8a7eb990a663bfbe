import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DrfNotFound } from '@shop/common';
import { UpdateBooksellerTermsCommand } from '../commands/bookseller-terms.handler';
import { parseBooksellerTerms } from '../domain/bookseller-terms';
import { asObject } from '../domain/form';
import { AuthUser } from '../security/auth-user';
import { CurrentUser, Roles } from '../security/roles.guard';

/** Staff only: trade terms of bookseller accounts (discount, payment mean, direct-debit term). */
@Controller('api/staff/booksellers')
export class StaffBooksellersController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':userId')
  @Roles('staff')
  update(@CurrentUser() staff: AuthUser, @Param('userId') userId: string, @Body() body: unknown) {
    if (!/^\d{1,9}$/.test(userId)) throw new DrfNotFound();
    return this.commands.execute(new UpdateBooksellerTermsCommand(Number(userId), parseBooksellerTerms(asObject(body)), staff.id));
  }
}

import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ParseIdPipe } from '@shop/common';
import { UpdateBooksellerTermsCommand } from '../commands/bookseller-terms.handler';
import { AuthUser } from '../security/auth-user';
import { CurrentUser, Roles } from '../security/roles.guard';
import { BooksellerTermsDto, toTermsChange } from './staff-booksellers.dto';

/** Staff only: trade terms of bookseller accounts (discount, payment mean, direct-debit term). */
@Controller('api/staff/booksellers')
export class StaffBooksellersController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':userId')
  @Roles('staff')
  update(@CurrentUser() staff: AuthUser, @Param('userId', ParseIdPipe) userId: number, @Body() body: BooksellerTermsDto) {
    return this.commands.execute(new UpdateBooksellerTermsCommand(userId, toTermsChange(body), staff.id));
  }
}

import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '@shop/common';
import { UpdateBooksellerTermsCommand } from '../commands/bookseller-terms.handler';
import { AuthUser } from '../security/auth-user';
import { CurrentUser, Roles } from '../security/roles.guard';
import { ProfileBooksellerResponse } from './profile.responses';
import { BooksellerTermsDto, toTermsChange } from './staff-booksellers.dto';

/** Staff only: trade terms of bookseller accounts (discount, payment mean, direct-debit term). */
@ApiTags('Libraires (équipe)')
@Controller('api/staff/booksellers')
export class StaffBooksellersController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':userId')
  @ApiOperation({ summary: 'Modifier les conditions commerciales d’un libraire (équipe)' })
  @ApiOkResponse({ type: ProfileBooksellerResponse, description: 'La fiche libraire après modification.' })
  @Roles('staff')
  update(@CurrentUser() staff: AuthUser, @Param('userId', ParseIdPipe) userId: number, @Body() body: BooksellerTermsDto) {
    return this.commands.execute(new UpdateBooksellerTermsCommand(userId, toTermsChange(body), staff.id));
  }
}

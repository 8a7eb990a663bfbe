import { Body, ConflictException, Controller, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail, changedFields } from '@shop/audit';
import { AuthUser, booksellerRecord, BooksellerTermsDto, changeBooksellerTerms, CurrentUser, findCustomer, ProfileBooksellerResponse, Roles, toTermsChange } from '@shop/auth';
import { DrfNotFound, ParseIdPipe } from '@shop/common';
import { DataSource } from 'typeorm';
import { ERASED_ACCOUNT } from './customer-messages';

/**
 * `PATCH api/staff/booksellers/{userId}/`: a bookseller's trade terms and IBAN as the profile shows
 * them (the customer's page changes the same terms through `…/customers/{id}/bookseller-terms/`).
 * Each change is in the customer's trail (kind `customer`, action `terms_updated`), the IBAN masked.
 */
@ApiTags('Libraires (équipe)')
@Controller('api/staff/booksellers')
@Roles('staff')
export class StaffBooksellersController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  @Patch(':userId')
  @ApiOperation({ summary: 'Modifier les conditions commerciales d’un libraire (équipe)' })
  @ApiOkResponse({ type: ProfileBooksellerResponse, description: 'La fiche libraire après modification ; chaque condition changée est inscrite à l’historique du client.' })
  async update(@CurrentUser() staff: AuthUser, @Param('userId', ParseIdPipe) userId: number, @Body() body: BooksellerTermsDto) {
    const record = await this.db.transaction(async (tx) => {
      if ((await findCustomer(tx, userId))?.state === 'erased') throw new ConflictException({ detail: ERASED_ACCOUNT });
      const change = await changeBooksellerTerms(tx, userId, toTermsChange(body));
      if (!change) return null;
      const changes = changedFields({ ...change.before }, { ...change.after });
      if (Object.keys(changes).length) await this.audit.record(tx, { entity: 'customer', entityId: userId, action: 'terms_updated', actorId: staff.id, changes });
      return booksellerRecord(tx, userId);
    });
    if (!record) throw new DrfNotFound();
    return record;
  }
}

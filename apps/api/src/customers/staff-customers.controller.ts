import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail } from '@shop/audit';
import { type AuthUser, CurrentUser, findCustomer, listCustomers, Roles, setAccountActive, setStaffRights, type CustomerDetail, type CustomerSummary } from '@shop/auth';
import { ApiPageOf, DrfNotFound, paginate, ParseIdPipe, parseListQuery, Req, RequestInfo } from '@shop/common';
import { DataSource } from 'typeorm';
import { CUSTOMER_LIST_SPEC, CustomerAccessDto, CustomerListQuery } from './customers.dto';
import { CustomerDetailResponse, CustomerSummaryResponse } from './customers.responses';

const summary = (c: CustomerSummary) => ({
  id: c.id,
  email: c.email,
  nickname: c.nickname,
  name: c.name,
  postal_code: c.postalCode,
  city: c.city,
  is_staff: c.isStaff,
  is_bookseller: c.isBookseller,
  state: c.state,
  joined_at: c.joinedAt.toISOString(),
  last_login_at: c.lastLoginAt?.toISOString() ?? null,
});

const detail = (c: CustomerDetail) => ({
  ...summary(c),
  subscribed: c.subscribed,
  deactivated_at: c.deactivatedAt?.toISOString() ?? null,
  email_confirmed_at: c.emailConfirmedAt?.toISOString() ?? null,
  addresses: c.addresses.map((a) => ({
    id: a.id,
    name: a.name,
    firstname: a.firstname,
    lastname: a.lastname,
    address: a.address,
    address_line_2: a.addressLine2,
    address_line_3: a.addressLine3,
    postal_code: a.postalCode,
    city: a.city,
    country: a.country,
    phone: a.phone,
  })),
  bookseller: c.bookseller && {
    company_name: c.bookseller.companyName,
    discount: c.bookseller.discountBp / 100,
    payment_mean: c.bookseller.paymentMean,
    sepa_term: c.bookseller.sepaTerm,
  },
});

/**
 * Staff only: the shop's accounts (readers, booksellers, staff), a customer's page, and their
 * access: deactivate or reactivate, grant or remove the staff's rights, each audited. Accounts
 * belong to @shop/auth, which may not import the audit trail: the API composes them here.
 */
@ApiTags('Clients (équipe)')
@Controller('api/staff/customers')
@Roles('staff')
export class StaffCustomersController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Lister les comptes, cherchés par adresse e-mail, nom ou code postal (équipe)' })
  @ApiPageOf(CustomerSummaryResponse, 'Une page de comptes, les plus récents d’abord.')
  async list(@Query() query: CustomerListQuery, @Req() info: RequestInfo) {
    const list = parseListQuery({ ...query }, CUSTOMER_LIST_SPEC);
    const search = typeof list.filters.search === 'string' ? list.filters.search : undefined;
    const orderBy = list.ordering.map((t) => `${t.column} ${t.direction} NULLS LAST`).join(', ');
    const { count, rows } = await listCustomers(this.db, { search, kind: query.kind, orderBy, limit: list.limit, offset: list.offset });
    return paginate(info.url, count, rows.map(summary), list.limit, list.offset);
  }

  @Get(':id')
  @ApiOperation({ summary: 'La fiche d’un compte : état, adresses, conditions de libraire (équipe)' })
  @ApiOkResponse({ type: CustomerDetailResponse })
  async show(@Param('id', ParseIdPipe) id: number) {
    const customer = await findCustomer(this.db, id);
    if (!customer) throw new DrfNotFound();
    return detail(customer);
  }

  @Post(':id/access')
  @HttpCode(200)
  @ApiOperation({ summary: 'Désactiver ou réactiver un compte, donner ou retirer les droits de l’équipe (équipe)' })
  @ApiOkResponse({ type: CustomerDetailResponse, description: 'La fiche après le changement (rien ne change si c’était déjà fait).' })
  async access(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: CustomerAccessDto) {
    // Nobody locks themself out of the back office: another staff member does it.
    if (id === staff.id && (body.active === false || body.is_staff === false))
      throw new BadRequestException({ detail: 'Vous ne pouvez pas désactiver votre propre compte ni retirer vos propres droits : demandez-le à une autre personne de l’équipe.' });
    const now = new Date();
    const customer = await this.db.transaction(async (tx) => {
      if (!(await findCustomer(tx, id))) return null;
      if (body.active !== undefined) {
        const change = await setAccountActive(tx, id, body.active, now);
        if (change && change.before.state !== change.after.state)
          await this.audit.record(tx, {
            entity: 'customer',
            entityId: id,
            action: body.active ? 'reactivated' : 'deactivated',
            actorId: staff.id,
            changes: { state: { from: change.before.state, to: change.after.state } },
          });
      }
      if (body.is_staff !== undefined) {
        const change = await setStaffRights(tx, id, body.is_staff, now);
        if (change && change.before.isStaff !== change.after.isStaff)
          await this.audit.record(tx, {
            entity: 'customer',
            entityId: id,
            action: body.is_staff ? 'staff_granted' : 'staff_removed',
            actorId: staff.id,
            changes: { is_staff: { from: change.before.isStaff, to: change.after.isStaff } },
          });
      }
      return findCustomer(tx, id);
    });
    if (!customer) throw new DrfNotFound();
    return detail(customer);
  }
}

import { BadRequestException, Body, ConflictException, Controller, Get, HttpCode, Inject, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AuditChanges, AuditTrail, changedFields } from '@shop/audit';
import {
  type AuthUser,
  CurrentUser,
  eraseAccount,
  changeBooksellerTerms,
  findCustomer,
  hashPassword,
  listCustomers,
  mandateReferenceOrNone,
  Roles,
  setAccountActive,
  setStaffRights,
  type CustomerDetail,
  type CustomerSummary,
} from '@shop/auth';
import { ApiPageOf, APP_CONFIG, type AppConfig, DrfNotFound, paginate, ParseIdPipe, parseListQuery, Req, RequestInfo } from '@shop/common';
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import { customerExport, customerExportHtml } from './customer-export';
import { ERASED_ACCOUNT } from './customer-messages';
import { CUSTOMER_LIST_SPEC, CustomerAccessDto, CustomerBooksellerTermsDto, CustomerEraseDto, CustomerExportQuery, CustomerListQuery } from './customers.dto';
import { CustomerDetailResponse, CustomerSummaryResponse } from './customers.responses';

/** The JSON export's outline (customer-export.ts: CustomerExport). */
const EXPORT_SCHEMA = {
  type: 'object',
  required: ['exported_at', 'account', 'addresses', 'bookseller', 'orders', 'credit_notes', 'vouchers', 'messages'],
  properties: {
    exported_at: { type: 'string', format: 'date-time' },
    account: { type: 'object', description: 'Le compte : adresse, pseudonyme, dates, lettre d’information, état.' },
    addresses: { type: 'array', items: { type: 'object' }, description: 'Le carnet d’adresses.' },
    bookseller: { type: 'object', nullable: true, description: 'Les informations de libraire, null pour un·e lecteur·ice.' },
    orders: { type: 'array', items: { type: 'object' }, description: 'Commandes et paniers : référence, état, montant, paiement, dates, facture.' },
    credit_notes: { type: 'array', items: { type: 'object' }, description: 'Avoirs.' },
    vouchers: { type: 'array', items: { type: 'object' }, description: 'Bons d’achat.' },
    messages: { type: 'array', items: { type: 'object' }, description: 'Messages envoyés à la boutique.' },
  },
};

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
  addresses: c.addresses,
  bookseller: c.bookseller && {
    company_name: c.bookseller.companyName,
    discount: c.bookseller.discountBp / 100,
    payment_mean: c.bookseller.paymentMean,
    sepa_term: c.bookseller.sepaTerm,
    mandate_reference: c.bookseller.mandateReference,
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
      const current = await this.changeable(tx, id);
      if (!current) return null;
      if (body.active !== undefined) {
        const change = await setAccountActive(tx, id, body.active, now);
        if (change) await this.record(tx, id, staff, body.active ? 'reactivated' : 'deactivated', changedFields({ state: change.before.state }, { state: change.after.state }));
      }
      if (body.is_staff !== undefined) {
        const change = await setStaffRights(tx, id, body.is_staff, now);
        if (change)
          await this.record(
            tx,
            id,
            staff,
            body.is_staff ? 'staff_granted' : 'staff_removed',
            changedFields({ is_staff: change.before.isStaff }, { is_staff: change.after.isStaff }),
          );
      }
      return findCustomer(tx, id);
    });
    if (!customer) throw new DrfNotFound();
    return detail(customer);
  }

  @Get(':id/export')
  @ApiOperation({ summary: 'Exporter les données d’une personne (RGPD : accès et portabilité), en JSON ou en page HTML (équipe)' })
  @ApiProduces('application/json', 'text/html')
  @ApiOkResponse({
    description: 'Tout ce que la boutique conserve sur le compte (fichier joint) ; le téléchargement est inscrit à l’historique du compte.',
    content: { 'application/json': { schema: EXPORT_SCHEMA }, 'text/html': { schema: { type: 'string' } } },
  })
  async export(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Query() query: CustomerExportQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const data = await customerExport(this.db, id);
    if (!data) throw new DrfNotFound();
    // Who took a copy of a person's data, and when: the account's trail says it.
    await this.db.transaction((tx) => this.record(tx, id, staff, 'exported', {}, true));
    const html = query.format === 'html';
    reply.header('content-type', html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="donnees-compte-${id}.${html ? 'html' : 'json'}"`);
    reply.header('cache-control', 'private, no-store');
    return html ? customerExportHtml(data, this.config.seller.name) : JSON.stringify(data, null, 2);
  }

  @Post(':id/erase')
  @HttpCode(200)
  @ApiOperation({ summary: 'Effacer une personne (RGPD : droit à l’effacement) ; ses factures et avoirs restent, anonymes (équipe)' })
  @ApiOkResponse({ type: CustomerDetailResponse, description: 'La fiche du compte effacé.' })
  async erase(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: CustomerEraseDto) {
    if (id === staff.id) throw new BadRequestException({ detail: 'Vous ne pouvez pas effacer votre propre compte : demandez-le à une autre personne de l’équipe.' });
    // A random password nobody knows: the account can never be logged into again (argon2id, as every password).
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    const customer = await this.db.transaction(async (tx) => {
      const current = await this.changeable(tx, id);
      if (!current) return null;
      if (current.email.toLowerCase() !== body.confirm_email.toLowerCase()) {
        throw new BadRequestException({ confirm_email: ['Cette adresse n’est pas celle du compte : saisissez-la de nouveau pour confirmer l’effacement.'] });
      }
      // An order still under way needs its buyer: confirmed and unpaid, it may be paid any minute.
      const [pending] = await tx.query<{ reference: string }[]>(`SELECT reference FROM carts WHERE owner_id = $1 AND status = 1 LIMIT 1`, [id]);
      if (pending) throw new ConflictException({ detail: `La commande ${pending.reference} attend son paiement : effacez le compte une fois qu’elle est payée ou annulée.` });
      const erased = await eraseAccount(tx, id, new Date(), unusable);
      if (!erased) return null;
      // Their messages to the shop carry their name and address: they go too.
      await tx.query('DELETE FROM contact_messages WHERE lower(email) = lower($1)', [erased.email]);
      await this.record(tx, id, staff, 'erased', { state: { from: current.state, to: 'erased' } });
      return findCustomer(tx, id);
    });
    if (!customer) throw new DrfNotFound();
    return detail(customer);
  }

  @Patch(':id/bookseller-terms')
  @ApiOperation({ summary: 'Modifier les conditions commerciales d’un libraire : remise, moyen de paiement, délai du prélèvement (équipe)' })
  @ApiOkResponse({ type: CustomerDetailResponse, description: 'La fiche après le changement ; chaque condition changée est inscrite à l’historique.' })
  async booksellerTerms(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: CustomerBooksellerTermsDto) {
    const customer = await this.db.transaction(async (tx) => {
      const current = await this.changeable(tx, id);
      if (!current) return null;
      const change = await changeBooksellerTerms(tx, id, {
        discountBp: body.discount === undefined ? undefined : Math.round(body.discount * 100),
        paymentMean: body.payment_mean,
        sepaTerm: body.sepa_term,
        mandateReference: mandateReferenceOrNone(body.mandate_reference),
      });
      if (!change) throw new BadRequestException({ detail: 'Ce compte n’est pas un compte libraire : il n’a pas de conditions commerciales.' });
      await this.record(tx, id, staff, 'terms_updated', changedFields({ ...change.before }, { ...change.after }));
      return findCustomer(tx, id);
    });
    if (!customer) throw new DrfNotFound();
    return detail(customer);
  }

  /** The account a change is about, read in the change's transaction: null when there is none; 409 once erased (nothing of it may change). */
  private async changeable(tx: EntityManager, id: number): Promise<CustomerDetail | null> {
    const customer = await findCustomer(tx, id);
    if (customer?.state === 'erased') throw new ConflictException({ detail: ERASED_ACCOUNT });
    return customer;
  }

  /** One change to an account in its trail, by this staff member; nothing when nothing changed (unless `always`: a download). */
  private async record(tx: EntityManager, id: number, staff: AuthUser, action: string, changes: AuditChanges, always = false): Promise<void> {
    if (always || Object.keys(changes).length) await this.audit.record(tx, { entity: 'customer', entityId: id, action, actorId: staff.id, changes });
  }
}

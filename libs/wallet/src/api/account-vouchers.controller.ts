import { Body, Controller, Get, Post, Query, Req as RawReq, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, type AuthUser } from '@shop/auth';
import { ApiPageOf, DrfValidationError, paginate, parisDay, parseListQuery, Req, RequestInfo } from '@shop/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WALLET_MESSAGES as M } from '../domain/wallet-messages';
import { AccountVouchers, type ClaimRefusal } from '../vouchers/account-vouchers.service';
import { TooManyVoucherCodes, VoucherClaimLimiter } from '../vouchers/voucher-claim.limiter';
import { AccountVoucherResponse } from './account-vouchers.responses';
import { ACCOUNT_VOUCHERS_SPEC, AccountVouchersQuery, VoucherClaimDto } from './vouchers.dto';

const CODE = /^[A-Z0-9]{8}$/;

const REFUSALS: Record<ClaimRefusal, string> = {
  unknown: M.voucherUnknown,
  taken: M.voucherTaken,
  expired: M.voucherExpired,
};

/** The logged-in user's vouchers (account page 'Mes cartes cadeaux'), and adding one by its code. */
@ApiTags('Cartes cadeaux et bons d’achat')
@Controller('api/vouchers')
@Authenticated()
export class AccountVouchersController {
  constructor(
    private readonly vouchers: AccountVouchers,
    private readonly limiter: VoucherClaimLimiter,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Mes bons d’achat' })
  @ApiPageOf(AccountVoucherResponse, 'Une page des bons du compte, du plus récent au plus ancien.')
  async list(@CurrentUser() user: AuthUser, @Query() query: AccountVouchersQuery, @Req() req: RequestInfo) {
    const { limit, offset } = parseListQuery({ ...query }, ACCOUNT_VOUCHERS_SPEC);
    const { count, results } = await this.vouchers.page(user.id, limit, offset);
    return paginate(req.url, count, results, limit, offset);
  }

  /**
   * Every code counts against the account and the IP before it is looked up; past the limit every
   * attempt is a 429 and nothing is looked up. A right code gives its points back.
   */
  @Post()
  @ApiOperation({ summary: 'Rattacher un bon à mon compte' })
  @ApiCreatedResponse({ type: AccountVoucherResponse, description: 'Le bon rattaché (ou déjà détenu).' })
  async claim(@CurrentUser() user: AuthUser, @Body() body: VoucherClaimDto, @RawReq() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { code } = body;
    let attempt;
    try {
      attempt = await this.limiter.begin(user.id, req.ip);
    } catch (error) {
      if (error instanceof TooManyVoucherCodes) void reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
    const outcome = CODE.test(code) ? await this.vouchers.claim(user.id, code, parisDay(new Date())) : 'unknown';
    if (typeof outcome === 'string') throw DrfValidationError.single('code', REFUSALS[outcome]);
    await attempt.rightCode();
    return outcome;
  }
}

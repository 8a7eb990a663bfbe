import { Body, Controller, Get, Post, Req as RawReq, Res } from '@nestjs/common';
import { Authenticated, CurrentUser, type AuthUser } from '@shop/auth';
import { DrfValidationError, paginate, parseListQuery, Req, RequestInfo, type ListQuerySpec } from '@shop/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parisDay } from '../commands/cart-actor';
import { CART_MESSAGES as M } from '../domain/cart-errors';
import { AccountVouchers, type ClaimRefusal } from './account-vouchers.service';
import { TooManyVoucherCodes, VoucherClaimLimiter } from './voucher-claim.limiter';

/** Newest first, always: the page only takes limit and offset. */
const ACCOUNT_VOUCHERS_SPEC: ListQuerySpec = { ordering: { created_at: 'created_at' }, defaultOrdering: ['-created_at'] };
const CODE = /^[A-Z0-9]{8}$/;

const REFUSALS: Record<ClaimRefusal, string> = {
  unknown: M.voucherUnknown,
  taken: "Ce bon d'achat est déjà rattaché à un compte.",
  expired: M.voucherExpired,
};

/** The code as typed: trimmed and in capitals (codes are 8 capitals and digits). */
function readCode(body: unknown): string {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).code : undefined;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) throw DrfValidationError.single('code', M.required);
  if (typeof raw !== 'string') throw DrfValidationError.single('code', M.text);
  return raw.trim().toUpperCase();
}

/** The logged-in user's vouchers (account page 'Mes cartes cadeaux'), and adding one by its code. */
@Controller('api/vouchers')
@Authenticated()
export class AccountVouchersController {
  constructor(private readonly vouchers: AccountVouchers, private readonly limiter: VoucherClaimLimiter) {}

  @Get()
  async list(@CurrentUser() user: AuthUser, @Req() req: RequestInfo) {
    const { limit, offset } = parseListQuery(req.query, ACCOUNT_VOUCHERS_SPEC);
    const { count, results } = await this.vouchers.page(user.id, limit, offset);
    return paginate(req.url, count, results, limit, offset);
  }

  /** Wrong codes count against the account and the IP; past the limit, every attempt is a 429. */
  @Post()
  async claim(@CurrentUser() user: AuthUser, @Body() body: unknown, @RawReq() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const code = readCode(body);
    try {
      await this.limiter.assertAllowed(user.id, req.ip);
    } catch (error) {
      if (error instanceof TooManyVoucherCodes) void reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
    const outcome = CODE.test(code) ? await this.vouchers.claim(user.id, code, parisDay(new Date())) : 'unknown';
    if (typeof outcome === 'string') {
      await this.limiter.recordFailure(user.id, req.ip);
      throw DrfValidationError.single('code', REFUSALS[outcome]);
    }
    return outcome;
  }
}

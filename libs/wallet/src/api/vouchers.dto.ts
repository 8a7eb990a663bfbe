import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsString, MaxLength } from 'class-validator';
import { INPUT_MESSAGES, listQueryDto, type ListQuerySpec } from '@shop/common';
import { WALLET_MESSAGES as M } from '../domain/wallet-messages';

/** Newest first, always: the page only takes limit and offset. */
export const ACCOUNT_VOUCHERS_SPEC: ListQuerySpec = { ordering: { created_at: 'created_at' }, defaultOrdering: ['-created_at'] };

/** `GET api/vouchers/`: the page of the user's vouchers. */
export class AccountVouchersQuery extends listQueryDto(ACCOUNT_VOUCHERS_SPEC) {}

/** Codes are 8 characters; a longer text is no code, and no reason to read further. */
const CODE_INPUT_MAX = 64;

/**
 * The code as typed: trimmed and in capitals. A string only (a number is no code: the page sends
 * text); blank is as absent.
 */
function VoucherCodeField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => {
      if (typeof value !== 'string') return value;
      const code = value.trim().toUpperCase();
      return code === '' ? undefined : code;
    }),
    IsDefined({ message: M.required }),
    IsString({ message: M.text }),
    MaxLength(CODE_INPUT_MAX, { message: INPUT_MESSAGES.maxLength(CODE_INPUT_MAX) }),
    ApiProperty({ type: 'string', maxLength: CODE_INPUT_MAX, example: 'K7M2Q9XA', description: 'Code du bon d’achat (8 capitales et chiffres ; casse et espaces indifférents).' }),
  );
}

/** `POST api/vouchers/` {code}: a voucher added to the account. */
export class VoucherClaimDto {
  @VoucherCodeField()
  code: string;
}

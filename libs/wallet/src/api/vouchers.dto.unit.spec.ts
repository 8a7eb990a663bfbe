import { readInput } from '@shop/common';
import { inputErrors } from '../../../../test/support/dto';
import { VoucherClaimDto } from './vouchers.dto';

describe('voucher code body', () => {
  it('reads the code trimmed and in capitals', async () => {
    expect(await readInput(VoucherClaimDto, { code: '  k7m2q9xa ' })).toEqual({ code: 'K7M2Q9XA' });
  });

  it('asks for a code, as text, of a sensible length', async () => {
    expect(await inputErrors(VoucherClaimDto, {})).toEqual({ code: ['Ce champ est obligatoire.'] });
    expect(await inputErrors(VoucherClaimDto, { code: '   ' })).toEqual({ code: ['Ce champ est obligatoire.'] });
    expect(await inputErrors(VoucherClaimDto, { code: null })).toEqual({ code: ['Ce champ est obligatoire.'] });
    expect(await inputErrors(VoucherClaimDto, { code: 12345678 })).toEqual({ code: ['Une chaîne de caractères valide est requise.'] });
    expect(await inputErrors(VoucherClaimDto, { code: 'A'.repeat(65) })).toEqual({ code: ['Assurez-vous que ce champ comporte au plus 64 caractères.'] });
  });
});

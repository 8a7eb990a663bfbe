import { ibanOrNone, isValidIbanText, maskIban, normaliseIban } from './iban';

const FR = 'FR7630006000011234567890189';
const DE = 'DE89370400440532013000';

describe('§5 IBAN rule', () => {
  it('accepts valid French and German IBANs, stored without spaces and in uppercase', () => {
    for (const typed of [FR, DE, ' fr76 3000 6000 0112 3456 7890 189 ', 'DE89 3704 0044 0532 0130 00']) expect(isValidIbanText(typed)).toBe(true);
    expect(ibanOrNone(' fr76 3000 6000 0112 3456 7890 189 ')).toBe(FR);
    expect(normaliseIban('de89 3704\t0044 0532 0130 00')).toBe(DE);
  });

  it('refuses a wrong checksum or a malformed value', () => {
    for (const typed of ['FR7630006000011234567890188', 'DE88 3704 0044 0532 0130 00', 'FR76', 'pas un iban']) expect(isValidIbanText(typed)).toBe(false);
  });

  it('stores an empty value as no IBAN', () => {
    expect(ibanOrNone('')).toBeNull();
    expect(ibanOrNone('   ')).toBeNull();
    expect(ibanOrNone(null)).toBeNull();
  });

  it('masks all but the country, check digits and last 4 characters', () => {
    expect(maskIban(FR)).toBe('FR76 •••• •••• •••• •••• •••0 189');
    expect(maskIban(DE)).toBe('DE89 •••• •••• •••• ••30 00');
  });
});

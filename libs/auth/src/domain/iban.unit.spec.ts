import { DrfValidationError } from '@shop/common';
import { parseBooksellerTerms } from './bookseller-terms';
import { FormErrors } from './form';
import { maskIban, normaliseIban, readIban } from './iban';
import { AUTH_MESSAGES as M } from './messages';
import { parseProfileChange } from './profile.validator';
import { parseRegistration } from './registration.validator';

const FR = 'FR7630006000011234567890189';
const DE = 'DE89370400440532013000';

/** The IBAN read from `value` and the errors it gave. */
function read(value: unknown) {
  const errors = new FormErrors();
  return { iban: readIban(errors, 'iban', value), errors: errors.toBody() };
}

function errorsOf(parse: () => unknown): unknown {
  try {
    parse();
  } catch (error) {
    if (error instanceof DrfValidationError) return error.getResponse();
    throw error;
  }
  throw new Error('no validation error');
}

describe('§5 IBAN validator', () => {
  it('accepts valid French and German IBANs, stored without spaces and in uppercase', () => {
    expect(read(FR)).toEqual({ iban: FR, errors: {} });
    expect(read(DE)).toEqual({ iban: DE, errors: {} });
    expect(read(' fr76 3000 6000 0112 3456 7890 189 ')).toEqual({ iban: FR, errors: {} });
    expect(read('DE89 3704 0044 0532 0130 00')).toEqual({ iban: DE, errors: {} });
    expect(normaliseIban('de89 3704\t0044 0532 0130 00')).toBe(DE);
  });

  it('refuses a wrong checksum or a malformed value, keyed iban and carrying the value', () => {
    expect(read('FR7630006000011234567890188')).toEqual({ iban: undefined, errors: { iban: ["L'IBAN « FR7630006000011234567890188 » n'est pas valide."] } });
    expect(read('DE88 3704 0044 0532 0130 00').errors).toEqual({ iban: [M.ibanInvalid('DE88 3704 0044 0532 0130 00')] });
    expect(read('FR76').errors).toEqual({ iban: [M.ibanInvalid('FR76')] });
    expect(read('pas un iban').errors).toEqual({ iban: [M.ibanInvalid('pas un iban')] });
    expect(read(12345).errors).toEqual({ iban: [M.notAString] });
  });

  it('lets an empty value pass (no IBAN) and leaves an absent one alone', () => {
    expect(read('')).toEqual({ iban: null, errors: {} });
    expect(read('   ')).toEqual({ iban: null, errors: {} });
    expect(read(null)).toEqual({ iban: null, errors: {} });
    expect(read(undefined)).toEqual({ iban: undefined, errors: {} });
  });

  it('masks all but the country, check digits and last 4 characters', () => {
    expect(maskIban(FR)).toBe('FR76 •••• •••• •••• •••• •••0 189');
    expect(maskIban(DE)).toBe('DE89 •••• •••• •••• ••30 00');
  });
});

describe('the IBAN in the forms', () => {
  const bookseller = {
    email: 'anne@exemple.fr', password: 'motdepasse', password2: 'motdepasse', acceptCgu: true, isBookseller: true,
    company_name: 'Librairie', gln: '3012345000017',
    address: { firstname: 'A', lastname: 'B', address: '1 rue', postal_code: '75001', city: 'Paris', country: 'FR' },
  };

  it('is required at sign-up for direct debit only', () => {
    expect(errorsOf(() => parseRegistration({ ...bookseller, payment_mean: 'sepa-debit' }))).toEqual({ iban: [M.ibanRequired] });
    expect(errorsOf(() => parseRegistration({ ...bookseller, payment_mean: 'sepa-debit', iban: 'FR00' }))).toEqual({ iban: [M.ibanInvalid('FR00')] });
    expect(parseRegistration({ ...bookseller, payment_mean: 'sepa-debit', iban: 'fr76 3000 6000 0112 3456 7890 189' }).bookseller?.iban).toBe(FR);
    expect(parseRegistration({ ...bookseller, payment_mean: 'wire' }).bookseller?.iban).toBeNull();
    expect(M.ibanRequired).toBe('Un IBAN est nécessaire pour le prélèvement.');
  });

  it('is changed through the profile’s bookseller object, and by staff', () => {
    expect(parseProfileChange({ bookseller: { iban: DE } })).toEqual({ booksellerIban: DE });
    expect(parseProfileChange({ bookseller: { iban: '' } })).toEqual({ booksellerIban: null });
    expect(parseProfileChange({ bookseller: {} })).toEqual({});
    expect(errorsOf(() => parseProfileChange({ bookseller: { iban: 'FR76 0000' } }))).toEqual({ iban: [M.ibanInvalid('FR76 0000')] });
    expect(errorsOf(() => parseProfileChange({ bookseller: 'FR76' }))).toEqual({ bookseller: [M.notAnObject] });
    expect(parseBooksellerTerms({ iban: 'de89370400440532013000' }).iban).toBe(DE);
    expect(errorsOf(() => parseBooksellerTerms({ iban: 'DE00370400440532013000' }))).toEqual({ iban: [M.ibanInvalid('DE00370400440532013000')] });
  });
});

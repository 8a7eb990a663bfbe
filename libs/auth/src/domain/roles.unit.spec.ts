import { COUNTRY_CHOICES, countryName, isKnownCountry } from './countries';
import { hasValidGlnChecksum } from './gln';
import { parisDay } from '@shop/common';
import { hasAnyRole, rolesOf } from './roles';

describe('roles', () => {
  it('make a customer a reader or a bookseller, staff on top', () => {
    expect(rolesOf({ isStaff: false, isBookseller: false })).toEqual(['reader']);
    expect(rolesOf({ isStaff: true, isBookseller: true })).toEqual(['bookseller', 'staff']);
    expect(hasAnyRole(['reader'], ['staff'])).toBe(false);
    expect(hasAnyRole(['reader', 'staff'], ['staff'])).toBe(true);
    expect(hasAnyRole(['reader'], [])).toBe(true);
  });
});

describe('small French facts', () => {
  it('names countries in French, France first then in French order', () => {
    expect(countryName('DE')).toBe('Allemagne');
    expect(isKnownCountry('FR')).toBe(true);
    expect(isKnownCountry('XX')).toBe(false);
    expect(COUNTRY_CHOICES[0]).toEqual({ value: 'FR', display_name: 'France' });
    const names = COUNTRY_CHOICES.slice(1).map((c) => c.display_name);
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'));
  });

  it('checks GLN check digits as GS1 does', () => {
    expect(hasValidGlnChecksum('3012345000017')).toBe(true);
    expect(hasValidGlnChecksum('3012345000018')).toBe(false);
    expect(hasValidGlnChecksum('301234500001')).toBe(false);
  });

  it('counts voucher days in Paris time', () => {
    expect(parisDay(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(parisDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });
});

import { DrfNotFound, readInput } from '@shop/common';
import { inputErrors } from '../../../../test/support/dto';
import { ParseRelayCountryPipe, ParseRelayIdPipe, RelaySearchQuery, relaySearchOf } from './relay-search.dto';

const search = async (raw: Record<string, unknown>) => relaySearchOf(await readInput(RelaySearchQuery, raw, 'query'));

describe('relay search parameters', () => {
  it('reads a search, France and 10 points by default', async () => {
    expect(await search({ postal_code: '75011', weight: '1200' })).toEqual({ country: 'FR', postalCode: '75011', weightGrams: 1200, limit: 10 });
    expect(await search({ country: 'be', postal_code: '1000', city: 'Bruxelles', limit: '5' })).toEqual({
      country: 'BE',
      postalCode: '1000',
      city: 'Bruxelles',
      weightGrams: 15,
      limit: 5,
    });
    expect(await search({ country: '', postal_code: ' 75011 ', city: '' })).toEqual({ country: 'FR', postalCode: '75011', weightGrams: 15, limit: 10 });
    expect((await search({ country: 'nl', postal_code: '1012 ab' })).postalCode).toBe('1012 AB');
  });

  it('lowers a large limit to 30, as DRF lowers to max_limit', async () => {
    expect((await search({ postal_code: '75011', limit: '500' })).limit).toBe(30);
  });

  it("asks for a postal code of the country's shape, in French", async () => {
    expect(await inputErrors(RelaySearchQuery, {}, 'query')).toEqual({ postal_code: ['Le code postal est requis.'] });
    expect(await inputErrors(RelaySearchQuery, { postal_code: ' ' }, 'query')).toEqual({ postal_code: ['Le code postal est requis.'] });
    expect(await inputErrors(RelaySearchQuery, { country: 'FR', postal_code: '7501' }, 'query')).toEqual({ postal_code: ['Le code postal doit comporter 5 chiffres.'] });
    expect(await inputErrors(RelaySearchQuery, { country: 'BE', postal_code: '75011' }, 'query')).toEqual({ postal_code: ['Le code postal doit comporter 4 chiffres.'] });
    expect(await inputErrors(RelaySearchQuery, { country: 'NL', postal_code: '1012' }, 'query')).toEqual({ postal_code: ["Le code postal n'est pas valide."] });
  });

  it('lists every wrong parameter at once', async () => {
    expect(await inputErrors(RelaySearchQuery, { country: 'US', weight: 'lourd', limit: '0' }, 'query')).toEqual({
      country: ["« US » n'est pas un choix valide."],
      postal_code: ['Le code postal est requis.'],
      weight: ['Un nombre entier valide est requis.'],
      limit: ['Assurez-vous que cette valeur est supérieure ou égale à 1.'],
    });
    expect(await inputErrors(RelaySearchQuery, { postal_code: '75011', weight: '31000' }, 'query')).toEqual({
      weight: ['Assurez-vous que cette valeur est inférieure ou égale à 30000.'],
    });
  });

  it('refuses what no search needs: own names only, bounded numbers and texts', async () => {
    expect(await inputErrors(RelaySearchQuery, { country: 'constructor', postal_code: '75011' }, 'query')).toEqual({ country: ["« CONSTRUCTOR » n'est pas un choix valide."] });
    expect(await inputErrors(RelaySearchQuery, { postal_code: '75011', limit: '99999999999999999999', weight: '2147483648' }, 'query')).toEqual({
      limit: ['Un nombre entier valide est requis.'],
      weight: ['Assurez-vous que cette valeur est inférieure ou égale à 30000.'],
    });
    expect(await inputErrors(RelaySearchQuery, { postal_code: '75011', city: 'x'.repeat(101) }, 'query')).toEqual({
      city: ['Assurez-vous que ce champ ne comporte pas plus de 100 caractères.'],
    });
  });

  it("reads a point's address in the path, anything else naming no point", () => {
    expect(new ParseRelayCountryPipe().transform('fr')).toBe('FR');
    expect(new ParseRelayIdPipe().transform('075103')).toBe('075103');
    expect(() => new ParseRelayIdPipe().transform('75103')).toThrow(DrfNotFound);
    expect(() => new ParseRelayCountryPipe().transform('US')).toThrow(DrfNotFound);
    expect(() => new ParseRelayCountryPipe().transform('__proto__')).toThrow(DrfNotFound);
  });
});

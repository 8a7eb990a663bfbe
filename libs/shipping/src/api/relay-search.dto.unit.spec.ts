import { DrfNotFound, DrfValidationError } from '@shop/common';
import { parseRelayId, parseRelaySearch } from './relay-search.dto';

const errorsOf = (raw: Record<string, unknown>) => {
  try {
    parseRelaySearch(raw);
  } catch (e) {
    if (e instanceof DrfValidationError) return e.errors;
    throw e;
  }
  throw new Error('accepted');
};

describe('relay search parameters', () => {
  it('reads a search, France and 10 points by default', () => {
    expect(parseRelaySearch({ postal_code: '75011', weight: '1200' })).toEqual({ country: 'FR', postalCode: '75011', weightGrams: 1200, limit: 10 });
    expect(parseRelaySearch({ country: 'be', postal_code: '1000', city: 'Bruxelles', limit: '5' })).toEqual({
      country: 'BE', postalCode: '1000', city: 'Bruxelles', weightGrams: 15, limit: 5,
    });
  });

  it('lowers a large limit to 30, as DRF lowers to max_limit', () => {
    expect(parseRelaySearch({ postal_code: '75011', limit: '500' }).limit).toBe(30);
  });

  it("asks for a postal code of the country's shape, in French", () => {
    expect(errorsOf({})).toEqual({ postal_code: ['Le code postal est requis.'] });
    expect(errorsOf({ country: 'FR', postal_code: '7501' })).toEqual({ postal_code: ['Le code postal doit comporter 5 chiffres.'] });
    expect(errorsOf({ country: 'BE', postal_code: '75011' })).toEqual({ postal_code: ['Le code postal doit comporter 4 chiffres.'] });
    expect(errorsOf({ country: 'NL', postal_code: '1012' })).toEqual({ postal_code: ["Le code postal n'est pas valide."] });
  });

  it('lists every wrong parameter at once', () => {
    expect(errorsOf({ country: 'US', weight: 'lourd', limit: '0' })).toEqual({
      country: ['« US » n\'est pas un choix valide.'],
      postal_code: ['Le code postal est requis.'],
      weight: ['Un nombre entier valide est requis.'],
      limit: ['Assurez-vous que cette valeur est supérieure ou égale à 1.'],
    });
    expect(errorsOf({ postal_code: '75011', weight: '31000' })).toEqual({ weight: ['Assurez-vous que cette valeur est inférieure ou égale à 30000.'] });
  });

  it("reads a point's address in the path, anything else naming no point", () => {
    expect(parseRelayId('fr', '075103')).toEqual({ country: 'FR', id: '075103' });
    expect(() => parseRelayId('FR', '75103')).toThrow(DrfNotFound);
    expect(() => parseRelayId('US', '075103')).toThrow(DrfNotFound);
  });
});

import { ConfigError } from '@shop/common';
import { bankCallbacksConcurrency, DEFAULT_BANK_CALLBACKS_CONCURRENCY } from './bank-callbacks-concurrency';

describe('BANK_CALLBACKS_CONCURRENCY', () => {
  it('defaults to 8 and takes 1 to 8', () => {
    expect(bankCallbacksConcurrency({})).toBe(DEFAULT_BANK_CALLBACKS_CONCURRENCY);
    expect(DEFAULT_BANK_CALLBACKS_CONCURRENCY).toBe(8);
    expect(bankCallbacksConcurrency({ BANK_CALLBACKS_CONCURRENCY: '' })).toBe(8);
    expect(bankCallbacksConcurrency({ BANK_CALLBACKS_CONCURRENCY: '1' })).toBe(1);
    expect(bankCallbacksConcurrency({ BANK_CALLBACKS_CONCURRENCY: '4' })).toBe(4);
  });

  it('refuses anything else with a clear message', () => {
    for (const value of ['0', '9', '-1', '2.5', 'deux']) {
      expect(() => bankCallbacksConcurrency({ BANK_CALLBACKS_CONCURRENCY: value })).toThrow(ConfigError);
    }
    expect(() => bankCallbacksConcurrency({ BANK_CALLBACKS_CONCURRENCY: '12' })).toThrow('BANK_CALLBACKS_CONCURRENCY doit être un entier entre 1 et 8 (reçu « 12 »)');
  });
});

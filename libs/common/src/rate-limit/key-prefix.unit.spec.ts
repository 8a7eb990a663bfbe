import { perDatabase } from './key-prefix';

describe('rate limit keys', () => {
  it('give each database its own counters, so two shops on one Redis never add up their attempts', () => {
    expect(perDatabase('shop:mail-requests', 'postgres://root@127.0.0.1:5432/shop')).toBe('shop:mail-requests:shop');
    expect(perDatabase('shop:mail-requests', 'postgres://root@127.0.0.1:5432/shop_test_7')).toBe('shop:mail-requests:shop_test_7');
    expect(perDatabase('shop:login-failures', 'postgres://root@127.0.0.1:5432/')).toBe('shop:login-failures:shop');
  });
});

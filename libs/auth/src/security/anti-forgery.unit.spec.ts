import { needsAntiForgeryCheck } from './anti-forgery';

describe('which requests need the anti-forgery header', () => {
  it('unsafe methods under /api/ only, the exempt list aside', () => {
    expect(needsAntiForgeryCheck('POST', '/api/token/')).toBe(true);
    expect(needsAntiForgeryCheck('delete', '/api/users/addresses/3/?x=1')).toBe(true);
    expect(needsAntiForgeryCheck('GET', '/api/users/profile/')).toBe(false);
    expect(needsAntiForgeryCheck('OPTIONS', '/api/users/addresses/')).toBe(false);
    expect(needsAntiForgeryCheck('POST', '/media/x')).toBe(false);
    expect(needsAntiForgeryCheck('POST', '/apiary')).toBe(false);
    expect(needsAntiForgeryCheck('POST', '/api/payment/notification')).toBe(false);
    expect(needsAntiForgeryCheck('POST', '/api/payment/notification/?a=b')).toBe(false);
  });
});

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
    expect(needsAntiForgeryCheck('POST', '/api/newsletter/unsubscribe?email=a%40b.fr&token=x')).toBe(false);
  });

  it('judges the decoded path and the matched route, whatever the spelling', () => {
    expect(needsAntiForgeryCheck('POST', '/%61pi/users/register/')).toBe(true);
    expect(needsAntiForgeryCheck('POST', '/%2561pi/carts/')).toBe(false);
    expect(needsAntiForgeryCheck('POST', '/%2561pi/carts/', undefined, '/api/carts')).toBe(true);
    expect(needsAntiForgeryCheck('POST', '//api//carts/')).toBe(true);
    expect(needsAntiForgeryCheck('POST', '/API/carts/')).toBe(true);
    expect(needsAntiForgeryCheck('PATCH', '/api/%63arts/x/')).toBe(true);
    expect(needsAntiForgeryCheck('POST', '/%E0%A4%A/api')).toBe(false);
    expect(needsAntiForgeryCheck('POST', '/api/payment/%6Eotification', undefined, '/api/payment/notification')).toBe(false);
    expect(needsAntiForgeryCheck('POST', '/api/payment/notification', undefined, '/api/carts/:id')).toBe(true);
  });
});

import { loadConfig } from '@shop/common';
import { DashboardSessions } from './queue-dashboard';

describe('queue dashboard sessions', () => {
  const sessions = new DashboardSessions(loadConfig({ JWT_SECRET: 'a'.repeat(40) }));

  it('accepts its own cookie for 15 minutes', () => {
    const now = Date.UTC(2026, 10, 21, 10, 0, 0);
    const { value, expiresAt } = sessions.issue(7, now);
    expect(expiresAt - now).toBe(15 * 60_000);
    expect(sessions.isValid(value, now + 14 * 60_000)).toBe(true);
    expect(sessions.isValid(value, now + 15 * 60_000)).toBe(false);
  });

  it('refuses a changed, foreign or malformed cookie', () => {
    const { value } = sessions.issue(7);
    const [id, expiry, signature] = value.split('.');
    expect(sessions.isValid(`8.${expiry}.${signature}`)).toBe(false);
    expect(sessions.isValid(`${id}.${Number(expiry) + 60_000}.${signature}`)).toBe(false);
    expect(new DashboardSessions(loadConfig({ JWT_SECRET: 'b'.repeat(40) })).isValid(value)).toBe(false);
    for (const bad of [undefined, '', 'n.importe.quoi', `${value}x`]) expect(sessions.isValid(bad)).toBe(false);
  });
});

import { loadConfig } from '@shop/common';
import { authOptions } from '../auth-options';
import { KnownDevices } from './known-devices';

describe('known_device cookies', () => {
  const devices = new KnownDevices(loadConfig({ JWT_SECRET: 'k'.repeat(40) }), authOptions());
  const now = Date.UTC(2026, 10, 25);

  it('knows the addresses that logged in from the browser, whatever their case, and no other', () => {
    const cookie = devices.remember(undefined, 'Lecteur@Exemplaire.test', now);
    expect(devices.knows(cookie, 'lecteur@exemplaire.test', now)).toBe(true);
    expect(devices.knows(cookie, 'autre@exemplaire.test', now)).toBe(false);
    expect(cookie).not.toContain('lecteur');
    const both = devices.remember(cookie, 'autre@exemplaire.test', now);
    expect(devices.knows(both, 'lecteur@exemplaire.test', now)).toBe(true);
    expect(devices.knows(both, 'autre@exemplaire.test', now)).toBe(true);
  });

  it('keeps the last five addresses', () => {
    let cookie: string | undefined;
    for (let i = 0; i < 6; i++) cookie = devices.remember(cookie, `a${i}@exemplaire.test`, now);
    expect(devices.knows(cookie, 'a0@exemplaire.test', now)).toBe(false);
    for (let i = 1; i < 6; i++) expect(devices.knows(cookie, `a${i}@exemplaire.test`, now)).toBe(true);
  });

  it('refuses an expired, altered or foreign cookie', () => {
    const cookie = devices.remember(undefined, 'lecteur@exemplaire.test', now);
    expect(devices.knows(cookie, 'lecteur@exemplaire.test', now + 181 * 86_400_000)).toBe(false);
    const [expiry, tags, signature] = cookie.split('.');
    expect(devices.knows(`${Number(expiry) + 1}.${tags}.${signature}`, 'lecteur@exemplaire.test', now)).toBe(false);
    const other = new KnownDevices(loadConfig({ JWT_SECRET: 'z'.repeat(40) }), authOptions());
    expect(other.knows(cookie, 'lecteur@exemplaire.test', now)).toBe(false);
    for (const junk of [undefined, '', 'x', 42, `${cookie}x`, 'a'.repeat(600)]) expect(devices.knows(junk, 'lecteur@exemplaire.test', now)).toBe(false);
  });
});

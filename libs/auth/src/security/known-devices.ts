import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AUTH_OPTIONS, AuthModuleOptions } from '../auth-options';

/** Name of the cookie a successful login sets (HttpOnly, SameSite=Strict, only sent to `api/token`). */
export const KNOWN_DEVICE_COOKIE = 'known_device';
export const KNOWN_DEVICE_COOKIE_PATH = '/api/token';

/** A browser remembers the last few addresses that logged in from it. */
const MAX_ADDRESSES = 5;
const TAG = /^[\w-]{22}$/;

/**
 * "Known device" cookies: `<expiry ms>.<tag>~<tag>….<HMAC>`, where each tag is a keyed hash of an
 * address that logged in successfully from this browser (no address in clear). Signed with a key
 * derived from the JWT secret, checked without any storage, so every API instance accepts it. The
 * login limiter lets such a device through the per-address ceiling: a stranger's failures from
 * elsewhere cannot lock the owner out of the browser they use.
 */
@Injectable()
export class KnownDevices {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(AUTH_OPTIONS) private readonly options: Pick<AuthModuleOptions, 'loginRateLimit'>,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('known-device').digest();
  }

  get maxAgeSeconds(): number {
    return this.options.loginRateLimit.knownDeviceDays * 86_400;
  }

  /** Whether the cookie is ours, unexpired, and names `address`. */
  knows(cookie: unknown, address: string, now = Date.now()): boolean {
    return this.tags(cookie, now).includes(this.tag(address));
  }

  /** The cookie to set after a successful login of `address`: that address first, then the others the cookie still named. */
  remember(cookie: unknown, address: string, now = Date.now()): string {
    const tag = this.tag(address);
    const tags = [tag, ...this.tags(cookie, now).filter((t) => t !== tag)].slice(0, MAX_ADDRESSES);
    const payload = `${now + this.maxAgeSeconds * 1000}.${tags.join('~')}`;
    return `${payload}.${this.sign(payload)}`;
  }

  private tags(cookie: unknown, now: number): string[] {
    if (typeof cookie !== 'string' || cookie.length > 512) return [];
    const match = /^(\d{13})\.([\w~-]+)\.([\w-]{43})$/.exec(cookie);
    if (!match || Number(match[1]) <= now) return [];
    const expected = Buffer.from(this.sign(`${match[1]}.${match[2]}`));
    const given = Buffer.from(match[3]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
    return match[2].split('~').filter((t) => TAG.test(t));
  }

  private tag(address: string): string {
    return createHmac('sha256', this.key).update(`address:${address.trim().toLowerCase()}`).digest('base64url').slice(0, 22);
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

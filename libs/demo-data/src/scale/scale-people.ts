import { daysFrom } from '../dates';
import { Prng } from '../prng';
import type { Row } from '../sql';
import { SCALE_HISTORY_DAYS, SCALE_IDS, type ScaleSizes } from './scale-sizes';
import { BOOKSHOP_NAMES, CITIES, FIRST_NAMES, LAST_NAMES, STREETS } from './words';

/** Addresses of the scale accounts: every one in France. */
const COUNTRY = { code: 'FR', name: 'France' };

/** The scale accounts' emails: numbered, so that any of them can log in (password of the demo). */
export const scaleReaderEmail = (n: number) => `lecteur-${n}@echelle.exemplaire.test`;
export const scaleBooksellerEmail = (n: number) => `librairie-${n}@echelle.exemplaire.test`;

/** A bookseller's trade discount (the demo bookseller's 30 %). */
const BOOKSELLER_DISCOUNT_BP = 3000;

/** What the orders need of an account: who, their terms, their one address as the invoice shows it. */
export interface ScaleBuyer {
  userId: number;
  nickname: string | null;
  email: string;
  discountBp: number | null;
  gln: string | null;
  createdAt: Date;
  address: {
    id: number;
    name: string;
    firstname: string;
    lastname: string;
    address: string;
    address_line_2: string;
    address_line_3: string;
    postal_code: string;
    city: string;
    country: { code: string; name: string };
    phone: string;
    gln: string;
    shadow: boolean;
  };
}

export interface ScalePeople {
  users: Row[];
  booksellers: Row[];
  addresses: Row[];
  readers: ScaleBuyer[];
  booksellerBuyers: ScaleBuyer[];
}

/** A GLN-like number: 13 digits, from the French range (302–379). */
const gln = (n: number) => `30${String(1_000_000_000 + n).padStart(11, '0')}`.slice(0, 13);

/**
 * Readers and booksellers, all active with a confirmed email and one address, who registered over
 * the three years. `passwordHash`: ONE argon2 hash shared by every account (hashing 100 000 times
 * would take hours), the demo's password's.
 */
export function scalePeople(sizes: ScaleSizes, now: Date, passwordHash: string): ScalePeople {
  const rng = new Prng(0x9e091e);
  const people: ScalePeople = { users: [], booksellers: [], addresses: [], readers: [], booksellerBuyers: [] };
  const total = sizes.readers + sizes.booksellers;
  for (let i = 0; i < total; i++) {
    const userId = SCALE_IDS.user + i;
    const isBookseller = i >= sizes.readers;
    const n = isBookseller ? i - sizes.readers + 1 : i + 1;
    const firstname = rng.pick(FIRST_NAMES);
    const lastname = rng.pick(LAST_NAMES);
    const [city, postalCode] = rng.pick(CITIES);
    const company = isBookseller ? `Librairie ${rng.pick(BOOKSHOP_NAMES)} (${city})` : null;
    // Readers registered all along the three years, more of them lately; some never chose a nickname.
    const createdAt = daysFrom(now, -Math.round(SCALE_HISTORY_DAYS * (1 - Math.sqrt((i + 1) / total))) - 1);
    const nickname = isBookseller ? `${company} ${n}` : rng.chance(0.3) ? null : `${firstname}${lastname.replace(/[^A-Za-zÀ-ÿ]/g, '')}${n}`;
    const email = isBookseller ? scaleBooksellerEmail(n) : scaleReaderEmail(n);
    people.users.push({
      id: userId,
      email,
      password_hash: passwordHash,
      nickname,
      subscribed: rng.chance(0.4),
      is_active: true,
      is_staff: false,
      email_confirmed_at: createdAt,
      cgu_accepted_at: createdAt,
      label_id: 1,
      created_at: createdAt,
      updated_at: createdAt,
    });
    const address = {
      id: userId,
      name: company ?? rng.pick(['Maison', 'Bureau', '']),
      firstname,
      lastname,
      address: `${rng.int(1, 120)} ${rng.pick(STREETS)}`,
      address_line_2: '',
      address_line_3: '',
      postal_code: postalCode,
      city,
      country: COUNTRY,
      phone: `0${rng.int(1, 7)} ${String(rng.int(0, 99)).padStart(2, '0')} ${String(rng.int(0, 99)).padStart(2, '0')} ${String(rng.int(0, 99)).padStart(2, '0')} ${String(rng.int(0, 99)).padStart(2, '0')}`,
      gln: isBookseller ? gln(n) : '',
      shadow: false,
    };
    people.addresses.push({ ...address, user_id: userId, country: COUNTRY.code, created_at: createdAt, updated_at: createdAt });
    const buyer: ScaleBuyer = { userId, nickname, email, discountBp: isBookseller ? BOOKSELLER_DISCOUNT_BP : null, gln: isBookseller ? gln(n) : null, createdAt, address };
    if (isBookseller) {
      people.booksellers.push({
        id: SCALE_IDS.bookseller + n - 1,
        user_id: userId,
        company_name: company,
        gln: gln(n),
        payment_mean: 'credit-card',
        sepa_term: 90,
        invoice_mail: `factures-${n}@echelle.exemplaire.test`,
        prisme_member: rng.chance(0.3),
        discount_bp: BOOKSELLER_DISCOUNT_BP,
        created_at: createdAt,
        updated_at: createdAt,
      });
      people.booksellerBuyers.push(buyer);
    } else people.readers.push(buyer);
  }
  return people;
}

import { isValidBIC, isValidIBAN } from 'ibantools';
/**
 * The seller's identity, one configuration for every place the law wants it identical: the mentions
 * légales (LCEN art. 6 III), the CGV, the invoices and credit notes (CGI ann. II art. 242 nonies A,
 * Code de commerce R. 123-237) and the mails' footers.
 */
export interface SellerIdentity {
  /** Company name, e.g. 'Éditions Exemplaire'. */
  name: string;
  /** Legal form, e.g. 'SAS'. */
  legalForm: string;
  /** Share capital in euros, as written: '10000' or '7500.50'. */
  shareCapital: string;
  /** Registered office, one line. */
  address: string;
  /** 14 digits, no spaces. */
  siret: string;
  /** The first 9 digits of the SIRET. */
  siren: string;
  /** City of the registry (greffe) where the company is registered: 'Lyon' gives 'RCS Lyon 912 345 675'. */
  rcsCity: string;
  /** Intra-EU VAT number, no spaces: 'FR' + key + SIREN. */
  vatNumber: string;
  /** Who answers for what the site publishes (LCEN art. 6 III 1 c). */
  publicationDirector: string;
  email: string;
  phone: string;
  /** The site's host (LCEN art. 6 III 1 d): name, address and phone. */
  host: { name: string; address: string; phone: string };
  /** Where trade customers pay by wire: IBAN in electronic format (no spaces, capitals) and BIC. */
  bank: { iban: string; bic: string };
}

/** Luhn checksum over a string of digits (the SIREN and SIRET keys, INSEE). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** La Poste's establishments do not follow Luhn: INSEE checks the sum of their digits modulo 5. */
const LA_POSTE_SIREN = '356000000';

/** A SIRET is 14 digits passing Luhn (spaces allowed when typed). */
export function isValidSiret(siret: string): boolean {
  const digits = siret.replace(/\s/g, '');
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith(LA_POSTE_SIREN)) return [...digits].reduce((s, d) => s + Number(d), 0) % 5 === 0;
  return passesLuhn(digits.slice(0, 9)) && passesLuhn(digits);
}

/** The French intra-EU VAT number of a SIREN: 'FR', the key (12 + 3 × (SIREN mod 97)) mod 97 on 2 digits, the SIREN. */
export function frenchVatNumberOf(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${siren}`;
}

/** '912 345 675' */
export const formatSiren = (siren: string) => siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');

/** '912 345 675 00017' */
export const formatSiret = (siret: string) => `${formatSiren(siret.slice(0, 9))} ${siret.slice(9)}`;

/** 'RCS Lyon 912 345 675' */
export const rcsMention = (seller: Pick<SellerIdentity, 'rcsCity' | 'siren'>) => `RCS ${seller.rcsCity} ${formatSiren(seller.siren)}`;

/** '10 000 €', '7 500,50 €' (plain spaces: the mentions légales, and the capital as the invoices already issued recorded it). */
export function formatShareCapital(capital: string): string {
  const [units, cents] = capital.split('.');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return cents ? `${grouped},${cents.padEnd(2, '0')} €` : `${grouped} €`;
}

/** 'Éditions Exemplaire, SAS au capital de 10 000 €' */
export const companyLine = (seller: Pick<SellerIdentity, 'name' | 'legalForm' | 'shareCapital'>) =>
  `${seller.name}, ${seller.legalForm} au capital de ${formatShareCapital(seller.shareCapital)}`;

/** The environment variables of the identity and the demo's values: a consistent, fictitious Lyon publisher. */
export const SELLER_DEFAULTS = {
  SELLER_NAME: 'Éditions Exemplaire',
  SELLER_LEGAL_FORM: 'SAS',
  SELLER_SHARE_CAPITAL: '10000',
  SELLER_ADDRESS: '12 rue des Imprimeurs, 69002 Lyon, France',
  SELLER_SIRET: '91234567500017',
  SELLER_RCS_CITY: 'Lyon',
  SELLER_VAT_NUMBER: 'FR65912345675',
  SELLER_PUBLICATION_DIRECTOR: 'Camille Martin',
  SELLER_EMAIL: 'bonjour@exemplaire.test',
  // A number ARCEP keeps for fiction (04 65 71 xx xx).
  SELLER_PHONE: '04 65 71 12 34',
  SELLER_HOST_NAME: 'OVH SAS',
  SELLER_HOST_ADDRESS: '2 rue Kellermann, 59100 Roubaix, France',
  SELLER_HOST_PHONE: '1007',
  SELLER_IBAN: 'FR7630006000011234567890189',
  SELLER_BIC: 'EXMPFRPPXXX',
} as const;

export type SellerVariable = keyof typeof SELLER_DEFAULTS;

/** IBAN and BIC as typed (spaces, lower case) to their electronic format. */
const compact = (value: string) => value.replace(/\s/g, '').toUpperCase();

const PHONE = /^\+?[0-9][0-9 .-]{2,19}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Free text printed on legal documents: present, one line, of a sane length. */
function textProblem(name: SellerVariable, value: string, max: number): string | null {
  if (value.length > max || /[\r\n]/.test(value)) return `${name} doit tenir sur une ligne de ${max} caractères au plus`;
  return null;
}

/** What is wrong with the identity the environment gives, each problem naming its variable. */
export function sellerProblems(values: Record<SellerVariable, string>): string[] {
  const siret = values.SELLER_SIRET.replace(/\s/g, '');
  const vat = values.SELLER_VAT_NUMBER.replace(/\s/g, '').toUpperCase();
  const problems: (string | null)[] = [
    textProblem('SELLER_NAME', values.SELLER_NAME, 120),
    textProblem('SELLER_LEGAL_FORM', values.SELLER_LEGAL_FORM, 60),
    /^\d{1,12}(\.\d{1,2})?$/.test(values.SELLER_SHARE_CAPITAL)
      ? null
      : `SELLER_SHARE_CAPITAL doit être un montant en euros, par exemple 10000 ou 7500.50 (reçu « ${values.SELLER_SHARE_CAPITAL} »)`,
    textProblem('SELLER_ADDRESS', values.SELLER_ADDRESS, 200),
    textProblem('SELLER_RCS_CITY', values.SELLER_RCS_CITY, 60),
    textProblem('SELLER_PUBLICATION_DIRECTOR', values.SELLER_PUBLICATION_DIRECTOR, 120),
    EMAIL.test(values.SELLER_EMAIL) ? null : `SELLER_EMAIL doit être une adresse e-mail (reçu « ${values.SELLER_EMAIL} »)`,
    PHONE.test(values.SELLER_PHONE) ? null : `SELLER_PHONE doit être un numéro de téléphone (reçu « ${values.SELLER_PHONE} »)`,
    textProblem('SELLER_HOST_NAME', values.SELLER_HOST_NAME, 120),
    textProblem('SELLER_HOST_ADDRESS', values.SELLER_HOST_ADDRESS, 200),
    PHONE.test(values.SELLER_HOST_PHONE) ? null : `SELLER_HOST_PHONE doit être un numéro de téléphone (reçu « ${values.SELLER_HOST_PHONE} »)`,
    isValidIBAN(compact(values.SELLER_IBAN)) ? null : `SELLER_IBAN doit être un IBAN valide (reçu « ${values.SELLER_IBAN} »)`,
    isValidBIC(compact(values.SELLER_BIC)) ? null : `SELLER_BIC doit être un BIC de 8 ou 11 caractères (reçu « ${values.SELLER_BIC} »)`,
  ];
  if (!isValidSiret(siret)) {
    problems.push(`SELLER_SIRET doit compter 14 chiffres dont la clé de contrôle (Luhn) est juste (reçu « ${values.SELLER_SIRET} »)`);
  } else {
    const expected = frenchVatNumberOf(siret.slice(0, 9));
    if (vat !== expected) {
      problems.push(`SELLER_VAT_NUMBER doit être le numéro de TVA du SIREN ${siret.slice(0, 9)}, soit ${expected} (reçu « ${values.SELLER_VAT_NUMBER} »)`);
    }
  }
  return problems.filter((p): p is string => p !== null);
}

/**
 * What an operator must hear at start without the shop being stopped: in production, the demo's
 * fictitious SIRET on invoices. (A warning, not a refusal: benchmark and staging runs start in
 * production mode with throwaway settings; a real shop sets its own identity before selling.)
 */
export function sellerWarnings(env: Record<string, string | undefined>, production: boolean): string[] {
  if (!production) return [];
  const siret = (env.SELLER_SIRET ?? SELLER_DEFAULTS.SELLER_SIRET).replace(/\s/g, '');
  const iban = compact(env.SELLER_IBAN ?? SELLER_DEFAULTS.SELLER_IBAN);
  return [
    ...(siret === SELLER_DEFAULTS.SELLER_SIRET
      ? ['SELLER_SIRET n’est pas défini : les factures, les avoirs et les mentions légales portent l’identité fictive de la démonstration']
      : []),
    ...(iban === SELLER_DEFAULTS.SELLER_IBAN ? ['SELLER_IBAN n’est pas défini : les factures à régler par virement donnent l’IBAN fictif de la démonstration'] : []),
  ];
}

/** The identity from validated values. */
export function sellerIdentityOf(values: Record<SellerVariable, string>): SellerIdentity {
  const siret = values.SELLER_SIRET.replace(/\s/g, '');
  return {
    name: values.SELLER_NAME,
    legalForm: values.SELLER_LEGAL_FORM,
    shareCapital: values.SELLER_SHARE_CAPITAL,
    address: values.SELLER_ADDRESS,
    siret,
    siren: siret.slice(0, 9),
    rcsCity: values.SELLER_RCS_CITY,
    vatNumber: values.SELLER_VAT_NUMBER.replace(/\s/g, '').toUpperCase(),
    publicationDirector: values.SELLER_PUBLICATION_DIRECTOR,
    email: values.SELLER_EMAIL,
    phone: values.SELLER_PHONE,
    host: { name: values.SELLER_HOST_NAME, address: values.SELLER_HOST_ADDRESS, phone: values.SELLER_HOST_PHONE },
    bank: { iban: compact(values.SELLER_IBAN), bic: compact(values.SELLER_BIC) },
  };
}

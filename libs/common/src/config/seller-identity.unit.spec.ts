import { ConfigError, loadConfig } from './app-config';
import {
  companyLine,
  formatShareCapital,
  formatSiret,
  frenchVatNumberOf,
  isValidSiret,
  passesLuhn,
  rcsMention,
  SELLER_DEFAULTS,
  sellerIdentityOf,
  sellerProblems,
  sellerWarnings,
} from './seller-identity';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
};

describe('the seller identity', () => {
  describe('Luhn and SIRET', () => {
    it('accepts published SIRENs and SIRETs and refuses a changed digit', () => {
      // INSEE's own SIREN, and another published one.
      expect(passesLuhn('120027016')).toBe(true);
      expect(passesLuhn('732829320')).toBe(true);
      expect(passesLuhn('732829321')).toBe(false);
      expect(isValidSiret('912 345 675 00017')).toBe(true);
      expect(isValidSiret('91234567500018')).toBe(false);
      expect(isValidSiret('91234567600017')).toBe(false);
    });

    it('refuses anything but 14 digits, among them the old placeholder', () => {
      expect(isValidSiret('000 000 000 00000')).toBe(true); // all zeros pass Luhn: the config refuses it by its VAT key below
      expect(isValidSiret('9123456750001')).toBe(false);
      expect(isValidSiret('912345675000170')).toBe(false);
      expect(isValidSiret('9123456750001A')).toBe(false);
      expect(passesLuhn('')).toBe(false);
    });

    it("checks La Poste's establishments by the sum of their digits, as INSEE does", () => {
      expect(isValidSiret('35600000000010')).toBe(true);
      expect(isValidSiret('35600000000011')).toBe(false);
    });
  });

  it('computes the French VAT key from the SIREN', () => {
    expect(frenchVatNumberOf('912345675')).toBe('FR65912345675');
    expect(frenchVatNumberOf('843217654')).toBe('FR62843217654');
    // A key under 10 keeps its leading zero.
    expect(frenchVatNumberOf('000000000')).toBe('FR12000000000');
    expect(frenchVatNumberOf('404833048')).toBe('FR83404833048');
  });

  it('formats what the documents print', () => {
    expect(formatSiret('91234567500017')).toBe('912 345 675 00017');
    expect(rcsMention({ rcsCity: 'Lyon', siren: '912345675' })).toBe('RCS Lyon 912 345 675');
    expect(formatShareCapital('10000')).toBe('10 000 €');
    expect(formatShareCapital('7500.5')).toBe('7 500,50 €');
    expect(companyLine({ name: 'Éditions Exemplaire', legalForm: 'SAS', shareCapital: '10000' })).toBe('Éditions Exemplaire, SAS au capital de 10 000 €');
  });

  it('has consistent demo defaults: a Lyon publisher whose SIRET, VAT number and RCS agree', () => {
    expect(sellerProblems({ ...SELLER_DEFAULTS })).toEqual([]);
    const { seller } = loadConfig({});
    expect(seller).toMatchObject({ siren: '912345675', siret: '91234567500017', vatNumber: 'FR65912345675', rcsCity: 'Lyon' });
    expect(seller.address).toContain('Lyon');
    expect(seller.host).toEqual({ name: 'OVH SAS', address: '2 rue Kellermann, 59100 Roubaix, France', phone: '1007' });
  });

  it('reads a SIRET and a VAT number typed with spaces', () => {
    const { seller } = loadConfig({ SELLER_SIRET: '843 217 654 00014', SELLER_VAT_NUMBER: 'fr 62 843217654' });
    expect(seller).toMatchObject({ siret: '84321765400014', siren: '843217654', vatNumber: 'FR62843217654' });
  });

  it('names a wrong SIRET, a VAT number of another SIREN and other wrong values in French', () => {
    expect(problemsOf({ SELLER_SIRET: '91234567500018' })).toEqual(['SELLER_SIRET doit compter 14 chiffres dont la clé de contrôle (Luhn) est juste (reçu « 91234567500018 »)']);
    expect(problemsOf({ SELLER_SIRET: '000 000 000 00000' })).toEqual([
      'SELLER_VAT_NUMBER doit être le numéro de TVA du SIREN 000000000, soit FR12000000000 (reçu « FR65912345675 »)',
    ]);
    expect(problemsOf({ SELLER_VAT_NUMBER: 'FR00912345675' })).toEqual([
      'SELLER_VAT_NUMBER doit être le numéro de TVA du SIREN 912345675, soit FR65912345675 (reçu « FR00912345675 »)',
    ]);
    expect(problemsOf({ SELLER_SHARE_CAPITAL: '10 000 €', SELLER_EMAIL: 'bonjour', SELLER_HOST_PHONE: 'appelez-nous' })).toEqual([
      'SELLER_SHARE_CAPITAL doit être un montant en euros, par exemple 10000 ou 7500.50 (reçu « 10 000 € »)',
      'SELLER_EMAIL doit être une adresse e-mail (reçu « bonjour »)',
      'SELLER_HOST_PHONE doit être un numéro de téléphone (reçu « appelez-nous »)',
    ]);
    expect(problemsOf({ SELLER_ADDRESS: 'x'.repeat(201) })).toEqual(['SELLER_ADDRESS doit tenir sur une ligne de 200 caractères au plus']);
  });

  it('refuses an IBAN or a BIC that is not one, and keeps them in electronic format', () => {
    expect(problemsOf({ SELLER_IBAN: 'FR76 3000 6000 0112 3456 7890 180', SELLER_BIC: 'BANQUE' })).toEqual([
      'SELLER_IBAN doit être un IBAN valide (reçu « FR76 3000 6000 0112 3456 7890 180 »)',
      'SELLER_BIC doit être un BIC de 8 ou 11 caractères (reçu « BANQUE »)',
    ]);
    expect(sellerIdentityOf({ ...SELLER_DEFAULTS, SELLER_IBAN: 'fr76 3000 6000 0112 3456 7890 189', SELLER_BIC: 'exmp fr pp' }).bank).toEqual({
      iban: 'FR7630006000011234567890189',
      bic: 'EXMPFRPP',
    });
  });

  it("starts in production with the demo's fictitious SIRET and IBAN, with warnings naming the variables", () => {
    const prod = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      MONETICO_TPE: '1234567',
      MONETICO_KEY: 'A'.repeat(40),
      MONETICO_COMPANY: 'maboutique',
      BANK_URL: 'https://p.monetico-services.com/paiement.cgi',
      METRICS_TOKEN: 'm'.repeat(16),
    };
    expect(problemsOf(prod)).toEqual([]);
    expect(sellerWarnings(prod, true)).toEqual([
      'SELLER_SIRET n’est pas défini : les factures, les avoirs et les mentions légales portent l’identité fictive de la démonstration',
      'SELLER_IBAN n’est pas défini : les factures à régler par virement donnent l’IBAN fictif de la démonstration',
    ]);
    expect(sellerWarnings(prod, false)).toEqual([]);
    expect(sellerWarnings({ ...prod, SELLER_SIRET: '843 217 654 00014', SELLER_IBAN: 'DE89 3704 0044 0532 0130 00' }, true)).toEqual([]);
  });
});

import { DrfValidationError } from '@shop/common';
import { parseAddress } from './address.validator';
import { parseBooksellerTerms } from './bookseller-terms';
import { isValidEmail } from './email';
import { AUTH_MESSAGES as M } from './messages';
import { parseChangePassword, parseForgotPassword, parseLogin, parseResetPassword } from './password.validators';
import { parseProfileChange } from './profile.validator';
import { parseRegistration } from './registration.validator';

/** The 400 body a parser throws (fails the test when it throws nothing). */
function errorsOf(parse: () => unknown): unknown {
  try {
    parse();
  } catch (error) {
    if (error instanceof DrfValidationError) return error.getResponse();
    throw error;
  }
  throw new Error('no validation error');
}

const registration = { email: 'Anne@Exemple.FR ', password: 'motdepasse', password2: 'motdepasse', subscribed: true, acceptCgu: true, isBookseller: false };

describe('§5 validation messages, word for word', () => {
  it('login', () => {
    expect(errorsOf(() => parseLogin({}))).toEqual({ email: ["L'addresse mail est requise"], password: ['Le mot de passe est requis'] });
    expect(errorsOf(() => parseLogin({ email: 'x@', password: 'p' }))).toEqual({ email: ["L'adresse courriel fournie n'est pas valide"] });
    expect(parseLogin({ email: ' A@B.FR', password: ' p ' })).toEqual({ email: 'a@b.fr', password: ' p ' });
  });

  it('registration', () => {
    expect(parseRegistration(registration)).toEqual({ email: 'anne@exemple.fr', password: 'motdepasse', subscribed: true, label: undefined, bookseller: null });
    expect(errorsOf(() => parseRegistration({ ...registration, password: 'court', password2: 'court' }))).toEqual({
      password: ['Le mot de passe doit faire au moins 8 caractères'],
    });
    expect(errorsOf(() => parseRegistration({ ...registration, password2: 'motdepassf' }))).toEqual({
      password2: ["La confirmation du mot de passe n'est pas identique au mot de passe"],
    });
    expect(errorsOf(() => parseRegistration({ ...registration, acceptCgu: false }))).toEqual({
      acceptCgu: ["Il est nécessaire d'accepter les CGU pour pouvoir créer un compte"],
    });
    expect(errorsOf(() => parseRegistration({}))).toEqual({
      email: [M.emailRequired], password: [M.passwordRequired], password2: [M.passwordConfirmationRequired], acceptCgu: [M.cguRequired],
    });
  });

  it('reset password', () => {
    expect(errorsOf(() => parseResetPassword({ email: 'a@b.fr', token: 't'.repeat(43) }))).toEqual({ password: ['Le mot de passe est requis'] });
    expect(errorsOf(() => parseResetPassword({ email: 'a@b.fr', token: 't'.repeat(43), password: 'court' }))).toEqual({
      password: ['Le mot de passe doit faire au moins 8 caractères'],
    });
    expect(errorsOf(() => parseResetPassword({ email: 'a@b.fr', token: 't'.repeat(43), password: 'assez long', password2: 'autre' }))).toEqual({
      password2: [M.passwordMismatch],
    });
  });

  it('change password', () => {
    expect(errorsOf(() => parseChangePassword({}))).toEqual({
      oldpassword: ["L'ancien mot de passe est nécessaire"],
      password: ['Le nouveau mot de passe est requis'],
    });
    expect(errorsOf(() => parseChangePassword({ oldpassword: 'x', password: 'court' }))).toEqual({
      password: ['Le nouveau mot de passe doit être long de plus de 8 caractères'],
    });
    expect(errorsOf(() => parseChangePassword({ oldpassword: 'x', password: 'assez long', password2: 'autre' }))).toEqual({
      password2: ['Le nouveau mot de passe et sa confirmation ne sont pas identique'],
    });
  });

  it('forgot password', () => {
    expect(errorsOf(() => parseForgotPassword({ email: 'pas une adresse' }))).toEqual({ email: ["L'addresse courriel saisie n'est pas valide"] });
  });

  it('profile and change email', () => {
    expect(errorsOf(() => parseProfileChange({ nickname: 'A' }))).toEqual({ nickname: ['Le nom doit comporter au moins deux caractères'] });
    expect(errorsOf(() => parseProfileChange({ email: 'a@b.fr', email2: 'c@d.fr' }))).toEqual({
      email2: ['Le nouvel email et sa confirmation ne sont pas identiques'],
    });
    expect(errorsOf(() => parseProfileChange({ email: '' }))).toEqual({ email: [M.emailRequired] });
    expect(parseProfileChange({ nickname: ' Al ', subscribed: 'false', email: 'A@B.fr', email2: 'a@b.FR', other: 1 })).toEqual({
      nickname: 'Al', subscribed: false, email: 'a@b.fr',
    });
    expect(parseProfileChange({ nickname: null })).toEqual({ nickname: null });
  });
});

describe('bookseller sign-up', () => {
  const address = { firstname: 'A', lastname: 'B', address: '1 rue', postal_code: '75001', city: 'Paris', country: 'fr' };

  it('needs company, GLN with its check digit, payment mean and address; invoices go to the account by default', () => {
    const parsed = parseRegistration({ ...registration, isBookseller: 'true', company_name: 'Librairie', gln: '3012345000017', payment_mean: 'wire', address });
    expect(parsed.bookseller).toMatchObject({ companyName: 'Librairie', gln: '3012345000017', paymentMean: 'wire', invoiceMail: 'anne@exemple.fr' });
    expect(parsed.bookseller?.address.country).toBe('FR');
    expect(errorsOf(() => parseRegistration({ ...registration, isBookseller: true, gln: '12' }))).toEqual({
      company_name: [M.required], gln: [M.glnInvalid], payment_mean: [M.required], address: [M.required],
    });
  });
});

describe('addresses', () => {
  const home = { firstname: 'A', lastname: 'B', address: '1 rue', postal_code: '75001', city: 'Paris', country: 'FR' };

  it('need a 5-digit postal code in France only, and a known country', () => {
    expect(parseAddress(home).postal_code).toBe('75001');
    expect(errorsOf(() => parseAddress({ ...home, postal_code: '7501' }))).toEqual({ postal_code: [M.postalCodeFr] });
    expect(parseAddress({ ...home, postal_code: 'SW1A 1AA', country: 'GB' }).country).toBe('GB');
    expect(errorsOf(() => parseAddress({ ...home, country: 'XX' }))).toEqual({ country: [M.invalidChoice('XX')] });
    expect(errorsOf(() => parseAddress({ ...home, phone: 'appelez-moi' }))).toEqual({ phone: [M.phoneInvalid] });
    expect(errorsOf(() => parseAddress({ ...home, city: 'x'.repeat(101) }))).toEqual({ city: [M.maxLength(100)] });
  });
});

describe('trade terms and emails', () => {
  it('reads discounts in percent with two decimals at most', () => {
    expect(parseBooksellerTerms({ discount: '32,5', payment_mean: 'credit-cart' })).toEqual({ discountBp: 3250, paymentMean: 'credit-card', sepaTerm: undefined });
    expect(errorsOf(() => parseBooksellerTerms({ discount: '1.234', sepa_term: 'x' }))).toEqual({ discount: [M.maxDecimals(2)], sepa_term: [M.notAnInteger] });
  });

  it('accepts ordinary addresses and refuses broken ones', () => {
    for (const ok of ['a@b.fr', 'prenom.nom+tag@sous.domaine.example', "o'brien@exemple.ie"]) expect(isValidEmail(ok)).toBe(true);
    for (const bad of ['a@b', '@b.fr', 'a b@c.fr', 'a..b@c.fr', 'a@b..fr', `${'a'.repeat(250)}@b.fr`]) expect(isValidEmail(bad)).toBe(false);
  });
});

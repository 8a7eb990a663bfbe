import { readInput } from '@shop/common';
import { inputErrors } from '../../../../test/support/dto';
import { isValidEmail } from '../domain/email';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { ChangePasswordDto, ConfirmAccountDto, ForgotPasswordDto, MailRequestDto, RegistrationDto, ResetPasswordDto, toRegistration } from './account.dto';
import { AddressDto, addressChanges, AddressPatchDto } from './address.dto';
import { ProfileChangeDto, toProfileChange } from './profile.dto';
import { BooksellerTermsDto, toTermsChange } from './staff-booksellers.dto';
import { LoginDto } from './token.dto';

const FR = 'FR7630006000011234567890189';
const DE = 'DE89370400440532013000';
const registration = { email: 'Anne@Exemple.FR ', password: 'motdepasse', password2: 'motdepasse', subscribed: true, acceptCgu: true, isBookseller: false };
const address = { firstname: 'A', lastname: 'B', address: '1 rue', postal_code: '75001', city: 'Paris', country: 'fr' };
const bookseller = { ...registration, isBookseller: true, company_name: 'Librairie', gln: '3012345000017', address };

describe('§5 validation messages, word for word', () => {
  it('login: email required and valid, password required and read raw', async () => {
    expect(await inputErrors(LoginDto, {})).toEqual({ email: ["L'addresse mail est requise"], password: ['Le mot de passe est requis'] });
    expect(await inputErrors(LoginDto, { email: 'x@', password: 'p' })).toEqual({ email: ["L'adresse courriel fournie n'est pas valide"] });
    expect(await inputErrors(LoginDto, { email: '  ', password: '   ' })).toEqual({ email: [M.emailRequired], password: [M.passwordRequired] });
    expect({ ...(await readInput(LoginDto, { email: ' A@B.FR', password: ' p ', other: 1 })) }).toEqual({ email: 'a@b.fr', password: ' p ' });
    expect(await inputErrors(LoginDto, { email: 'a@b.fr', password: 'x'.repeat(129) })).toEqual({ password: [M.passwordTooLong] });
  });

  it('registration: every message at once, the confirmation compared even with a refused password', async () => {
    expect(toRegistration(await readInput(RegistrationDto, registration))).toEqual({
      email: 'anne@exemple.fr',
      password: 'motdepasse',
      subscribed: true,
      label: undefined,
      bookseller: null,
    });
    expect(await inputErrors(RegistrationDto, { ...registration, password: 'court', password2: 'court' })).toEqual({
      password: ['Le mot de passe doit faire au moins 8 caractères'],
    });
    expect(await inputErrors(RegistrationDto, { ...registration, password2: 'motdepassf' })).toEqual({
      password2: ["La confirmation du mot de passe n'est pas identique au mot de passe"],
    });
    expect(await inputErrors(RegistrationDto, { ...registration, acceptCgu: false })).toEqual({ acceptCgu: ["Il est nécessaire d'accepter les CGU pour pouvoir créer un compte"] });
    expect(await inputErrors(RegistrationDto, { ...registration, acceptCgu: 'bof' })).toEqual({ acceptCgu: [M.notABoolean] });
    expect(await inputErrors(RegistrationDto, {})).toEqual({
      email: [M.emailRequired],
      password: [M.passwordRequired],
      password2: [M.passwordConfirmationRequired],
      acceptCgu: [M.cguRequired],
    });
    expect(await inputErrors(RegistrationDto, { email: '', password: 'court', password2: 'autre', acceptCgu: false })).toEqual({
      email: [M.emailRequired],
      password: [M.passwordTooShort],
      password2: [M.passwordMismatch],
      acceptCgu: [M.cguRequired],
    });
    expect(await inputErrors(RegistrationDto, { ...registration, password2: '' })).toEqual({ password2: [M.passwordConfirmationRequired] });
  });

  it('passwords: raw, 8 to 128 characters counted as people count them', async () => {
    const emoji = '😀'.repeat(8);
    expect((await readInput(RegistrationDto, { ...registration, password: emoji, password2: emoji })).password).toBe(emoji);
    expect((await readInput(RegistrationDto, { ...registration, password: ' 8 chars ', password2: ' 8 chars ' })).password).toBe(' 8 chars ');
    expect(await inputErrors(RegistrationDto, { ...registration, password: '        ', password2: '        ' })).toEqual({ password: [M.passwordRequired] });
    const long = 'x'.repeat(129);
    expect(await inputErrors(RegistrationDto, { ...registration, password: long, password2: long })).toEqual({ password: [M.passwordTooLong] });
    expect((await readInput(RegistrationDto, { ...registration, password: 'x'.repeat(128), password2: 'x'.repeat(128) })).password).toHaveLength(128);
    expect(await inputErrors(RegistrationDto, { ...registration, password: { a: 1 }, password2: 'x' })).toEqual({ password: [M.notAString] });
    // a JSON number is no password, not even as its digits
    expect(await inputErrors(RegistrationDto, { ...registration, password: 12345678, password2: 12345678 })).toEqual({ password: [M.notAString], password2: [M.notAString] });
    expect(await inputErrors(LoginDto, { email: 'a@b.fr', password: 12345678 })).toEqual({ password: [M.notAString] });
  });

  it('reset password: the confirmation is compared only with an acceptable password', async () => {
    const token = 't'.repeat(43);
    expect(await inputErrors(ResetPasswordDto, { email: 'a@b.fr', token })).toEqual({ password: ['Le mot de passe est requis'] });
    expect(await inputErrors(ResetPasswordDto, { email: 'a@b.fr', token, password: 'court', password2: 'autre' })).toEqual({
      password: ['Le mot de passe doit faire au moins 8 caractères'],
    });
    expect(await inputErrors(ResetPasswordDto, { email: 'a@b.fr', token, password: 'assez long', password2: 'autre' })).toEqual({ password2: [M.passwordMismatch] });
    expect(await inputErrors(ResetPasswordDto, { email: 'a@b.fr', token: '', password: 'assez long' })).toEqual({ token: [M.tokenRequired] });
    expect({ ...(await readInput(ResetPasswordDto, { email: 'a@b.fr', token, password: 'assez long', password2: 'assez long' })) }).toMatchObject({
      token,
      password: 'assez long',
    });
  });

  it('change password', async () => {
    expect(await inputErrors(ChangePasswordDto, {})).toEqual({ oldpassword: ["L'ancien mot de passe est nécessaire"], password: ['Le nouveau mot de passe est requis'] });
    expect(await inputErrors(ChangePasswordDto, { oldpassword: 'x', password: 'court', password2: 'autre' })).toEqual({
      password: ['Le nouveau mot de passe doit être long de plus de 8 caractères'],
    });
    expect(await inputErrors(ChangePasswordDto, { oldpassword: 'x', password: 'assez long', password2: 'autre' })).toEqual({
      password2: ['Le nouveau mot de passe et sa confirmation ne sont pas identique'],
    });
  });

  it('forgot password, and the mail requests with their label', async () => {
    expect(await inputErrors(ForgotPasswordDto, { email: 'pas une adresse' })).toEqual({ email: ["L'addresse courriel saisie n'est pas valide"] });
    expect({ ...(await readInput(MailRequestDto, { email: 'A@B.fr', label: ' 3 ' })) }).toEqual({ email: 'a@b.fr', label: 3 });
    expect({ ...(await readInput(MailRequestDto, { email: 'a@b.fr', label: 'queer-romance' })) }).toEqual({ email: 'a@b.fr', label: 'queer-romance' });
    expect((await readInput(MailRequestDto, { email: 'a@b.fr', label: '' })).label).toBeUndefined();
    expect(await inputErrors(MailRequestDto, { email: 'a@b.fr', label: 'x'.repeat(201) })).toEqual({ label: [expect.any(String)] });
  });

  it('profile and change email', async () => {
    const change = async (plain: unknown) => toProfileChange(await readInput(ProfileChangeDto, plain));
    expect(await inputErrors(ProfileChangeDto, { nickname: 'A' })).toEqual({ nickname: ['Le nom doit comporter au moins deux caractères'] });
    expect(await inputErrors(ProfileChangeDto, { nickname: '' })).toEqual({ nickname: [M.nicknameTooShort] });
    expect(await inputErrors(ProfileChangeDto, { nickname: 'x'.repeat(151) })).toEqual({ nickname: [M.maxLength(150)] });
    expect(await inputErrors(ProfileChangeDto, { email: 'a@b.fr', email2: 'c@d.fr' })).toEqual({ email2: ['Le nouvel email et sa confirmation ne sont pas identiques'] });
    expect(await inputErrors(ProfileChangeDto, { email: '' })).toEqual({ email: [M.emailRequired] });
    expect(await inputErrors(ProfileChangeDto, { email: null })).toEqual({ email: [M.emailRequired] });
    expect(await change({ nickname: ' Al ', subscribed: 'false', email: 'A@B.fr', email2: 'a@b.FR', other: 1 })).toEqual({ nickname: 'Al', subscribed: false, email: 'a@b.fr' });
    expect(await change({ nickname: null })).toEqual({ nickname: null });
    expect(await change({ email: 'a@b.fr' })).toEqual({ email: 'a@b.fr' });
    expect(await change({})).toEqual({});
  });
});

describe('bookseller sign-up', () => {
  it('needs company, GLN with its check digit, payment mean and address; invoices go to the account by default', async () => {
    const parsed = toRegistration(await readInput(RegistrationDto, { ...bookseller, isBookseller: 'true', payment_mean: 'credit-cart', invoice_mail: '' }));
    expect(parsed.bookseller).toMatchObject({ companyName: 'Librairie', gln: '3012345000017', paymentMean: 'credit-card', invoiceMail: 'anne@exemple.fr', iban: null });
    expect(parsed.bookseller?.address).toEqual({ ...address, country: 'FR', name: '', address_line_2: '', address_line_3: '', phone: '', gln: '' });
    expect(await inputErrors(RegistrationDto, { ...registration, isBookseller: true, gln: '12' })).toEqual({
      company_name: [M.required],
      gln: [M.glnInvalid],
      payment_mean: [M.required],
      address: [M.required],
    });
  });

  it('nests the address errors under `address`', async () => {
    expect(
      await inputErrors(RegistrationDto, {
        ...bookseller,
        gln: '3012345000018',
        payment_mean: 'cheque',
        invoice_mail: 'factures@',
        address: { ...address, postal_code: '7500', country: 'XX', city: '' },
      }),
    ).toEqual({
      gln: [M.glnChecksum],
      payment_mean: [M.invalidChoice('cheque')],
      invoice_mail: [M.emailInvalid],
      address: { city: [M.required], country: [M.invalidChoice('XX')] },
    });
    expect(await inputErrors(RegistrationDto, { ...bookseller, payment_mean: 'wire', address: 'Paris' })).toEqual({ address: [expect.stringContaining('dictionnaire')] });
  });

  it('ignores the bookseller fields of a reader', async () => {
    expect(toRegistration(await readInput(RegistrationDto, { ...registration, gln: '12', address: 'x' })).bookseller).toBeNull();
  });

  it('needs an IBAN for direct debit only, checked and normalised', async () => {
    expect(await inputErrors(RegistrationDto, { ...bookseller, payment_mean: 'sepa-debit' })).toEqual({ iban: [M.ibanRequired] });
    expect(await inputErrors(RegistrationDto, { ...bookseller, payment_mean: 'sepa-debit', iban: ' ' })).toEqual({ iban: [M.ibanRequired] });
    expect(await inputErrors(RegistrationDto, { ...bookseller, payment_mean: 'sepa-debit', iban: 'FR00' })).toEqual({ iban: [M.ibanInvalid('FR00')] });
    expect(await inputErrors(RegistrationDto, { ...bookseller, payment_mean: 'wire', iban: 'FR76 3000 6000 0112 3456 7890 188' })).toEqual({
      iban: ["L'IBAN « FR76 3000 6000 0112 3456 7890 188 » n'est pas valide."],
    });
    expect(await inputErrors(RegistrationDto, { ...bookseller, payment_mean: 'wire', iban: 12345 })).toEqual({ iban: [M.notAString] });
    expect(await inputErrors(RegistrationDto, { ...bookseller, payment_mean: 'wire', iban: 'F'.repeat(65) })).toEqual({ iban: [M.maxLength(64)] });
    const debit = toRegistration(await readInput(RegistrationDto, { ...bookseller, payment_mean: 'sepa-debit', iban: 'fr76 3000 6000 0112 3456 7890 189' }));
    expect(debit.bookseller?.iban).toBe(FR);
    expect(toRegistration(await readInput(RegistrationDto, { ...bookseller, payment_mean: 'wire', iban: '' })).bookseller?.iban).toBeNull();
  });
});

describe('the IBAN on the profile', () => {
  const change = async (plain: unknown) => toProfileChange(await readInput(ProfileChangeDto, plain));

  it('is read from the bookseller object, its errors keyed iban', async () => {
    expect(await change({ bookseller: { iban: DE } })).toEqual({ booksellerIban: DE });
    expect(await change({ bookseller: { iban: 'de89 3704 0044 0532 0130 00' } })).toEqual({ booksellerIban: DE });
    expect(await change({ bookseller: { iban: '' } })).toEqual({ booksellerIban: null });
    expect(await change({ bookseller: { iban: null } })).toEqual({ booksellerIban: null });
    expect(await change({ bookseller: {} })).toEqual({});
    expect(await change({ iban: DE })).toEqual({});
    expect(await inputErrors(ProfileChangeDto, { bookseller: { iban: 'FR76 0000' } })).toEqual({ iban: [M.ibanInvalid('FR76 0000')] });
    expect(await inputErrors(ProfileChangeDto, { bookseller: 'FR76' })).toEqual({ bookseller: [expect.stringContaining('dictionnaire')] });
  });
});

describe('the company identifiers on the profile', () => {
  const change = async (plain: unknown) => toProfileChange(await readInput(ProfileChangeDto, plain));

  it('are read from the bookseller object, spaces dropped', async () => {
    expect(await change({ bookseller: { siret: '441 234 564 00017', vat_number: 'fr 91 441 234 564' } })).toEqual({
      booksellerSiret: '44123456400017',
      booksellerVatNumber: 'FR91441234564',
    });
    expect(await change({ bookseller: { siret: '', vat_number: null } })).toEqual({ booksellerSiret: null, booksellerVatNumber: null });
    expect(await change({ siret: '44123456400017' })).toEqual({});
  });

  it('refuse a wrong key, and a VAT number of another SIREN than the SIRET sent with it', async () => {
    expect(await inputErrors(ProfileChangeDto, { bookseller: { siret: '44123456400018' } })).toEqual({ siret: ["Ce SIRET n'est pas valide (14 chiffres, clé de contrôle)."] });
    expect(await inputErrors(ProfileChangeDto, { bookseller: { vat_number: 'FR92441234564' } })).toEqual({ vat_number: [M.vatNumberInvalid] });
    expect(await inputErrors(ProfileChangeDto, { bookseller: { siret: '44123456400017', vat_number: 'FR65912345675' } })).toEqual({
      vat_number: ['Ce numéro de TVA ne correspond pas au SIRET.'],
    });
    expect(await inputErrors(ProfileChangeDto, { bookseller: { siret: 44123456400017 } })).toEqual({ siret: [M.notAString] });
    expect(await inputErrors(ProfileChangeDto, { bookseller: { siret: '4'.repeat(33) } })).toEqual({ siret: [M.maxLength(32)] });
  });
});

describe('addresses', () => {
  const home = { firstname: 'A', lastname: 'B', address: '1 rue', postal_code: '75001', city: 'Paris', country: 'FR' };

  it('need a 5-digit postal code in France only, and a known country', async () => {
    expect((await readInput(AddressDto, home)).postal_code).toBe('75001');
    expect(await inputErrors(AddressDto, { ...home, postal_code: '7501' })).toEqual({ postal_code: [M.postalCodeFr] });
    expect(await inputErrors(AddressDto, { ...home, postal_code: '' })).toEqual({ postal_code: [M.required] });
    expect((await readInput(AddressDto, { ...home, postal_code: 'SW1A 1AA', country: 'GB' })).country).toBe('GB');
    expect((await readInput(AddressDto, { ...home, postal_code: '1000', country: { code: 'be', name: 'Belgique' } })).country).toBe('BE');
    expect(await inputErrors(AddressDto, { ...home, country: 'XX' })).toEqual({ country: [M.invalidChoice('XX')] });
    expect(await inputErrors(AddressDto, { ...home, phone: 'appelez-moi' })).toEqual({ phone: [M.phoneInvalid] });
    expect(await inputErrors(AddressDto, { ...home, gln: '3012345000018' })).toEqual({ gln: [M.glnChecksum] });
    expect(await inputErrors(AddressDto, { ...home, city: 'x'.repeat(101) })).toEqual({ city: [M.maxLength(100)] });
    expect(await inputErrors(AddressDto, {})).toEqual({
      firstname: [M.required],
      lastname: [M.required],
      address: [M.required],
      postal_code: [M.required],
      city: [M.required],
      country: [M.required],
    });
  });

  it('may be patched field by field; a null required field is refused, a null optional line emptied', async () => {
    expect(addressChanges(await readInput(AddressPatchDto, { city: ' Saint-Malo ', phone: null }))).toEqual({ city: 'Saint-Malo', phone: '' });
    expect(await inputErrors(AddressPatchDto, { firstname: null, city: '' })).toEqual({ firstname: [M.required], city: [M.required] });
    expect(await inputErrors(AddressPatchDto, { country: 'ZZ' })).toEqual({ country: [M.invalidChoice('ZZ')] });
  });
});

describe('trade terms and emails', () => {
  it('reads discounts in percent with two decimals at most, and the SPA’s spelling of credit-card', async () => {
    expect(toTermsChange(await readInput(BooksellerTermsDto, { discount: '32,5', payment_mean: 'credit-cart' }))).toEqual({ discountBp: 3250, paymentMean: 'credit-card' });
    expect(await inputErrors(BooksellerTermsDto, { discount: '1.234', sepa_term: 'x' })).toEqual({ discount: [M.maxDecimals(2)], sepa_term: [M.notAnInteger] });
    expect(await inputErrors(BooksellerTermsDto, { discount: 101, payment_mean: 'troc', sepa_term: 366 })).toEqual({
      discount: [M.maxValue(100)],
      payment_mean: [M.invalidChoice('troc')],
      sepa_term: [M.maxValue(365)],
    });
    expect(toTermsChange(await readInput(BooksellerTermsDto, { iban: 'de89370400440532013000' })).iban).toBe(DE);
    expect(toTermsChange(await readInput(BooksellerTermsDto, { iban: '' })).iban).toBeNull();
    expect(await inputErrors(BooksellerTermsDto, { iban: 'DE00370400440532013000' })).toEqual({ iban: [M.ibanInvalid('DE00370400440532013000')] });
  });

  it('accepts ordinary addresses and refuses broken ones', () => {
    for (const ok of ['a@b.fr', 'prenom.nom+tag@sous.domaine.example', "o'brien@exemple.ie"]) expect(isValidEmail(ok)).toBe(true);
    for (const bad of ['a@b', '@b.fr', 'a b@c.fr', 'a..b@c.fr', 'a@b..fr', `${'a'.repeat(250)}@b.fr`]) expect(isValidEmail(bad)).toBe(false);
  });

  it('bounds the link fields, leaving their judgement to the controller', async () => {
    expect({ ...(await readInput(ConfirmAccountDto, { email: 'pas une adresse', validation_token: 'court' })) }).toEqual({ email: 'pas une adresse', validation_token: 'court' });
    expect(await inputErrors(ConfirmAccountDto, { validation_token: 'x'.repeat(201) })).toEqual({ validation_token: [M.maxLength(200)] });
  });
});

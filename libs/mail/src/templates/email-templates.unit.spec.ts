import type { EmailJob, SubscriptionEmailJob } from '@shop/common';
import type { MailContext } from './mail-context';
import { renderEmail } from './render-email';

const ctx: MailContext = {
  publicUrl: 'https://boutique.exemple.fr',
  label: { slug: 'queer-romance', name: 'Cœurs Vaillants', primaryColour: '#8E3B8A', backgroundColour: '#FFF6FA' },
};

/** An address with everything that breaks HTML or a query string: quotes, tags, &, +, #. */
const NASTY = `"<img src=x onerror=alert(1)>"+o'hara&co#1@exemple.fr`;
const TOKEN = 'a+b/c=d&e f';
/** NASTY as it must appear in a link: every reserved character percent-encoded, quotes too. */
const NASTY_QUERY = '%22%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E%22%2Bo%27hara%26co%231%40exemple.fr';
/** French number formats put a narrow or plain no-break space before €, depending on the ICU data. */
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** Every href of the HTML part, unescaped as a browser would. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));

function expectSafe(html: string) {
  expect(html).not.toContain('<img src=x');
  expect(html).not.toContain(`o'hara`);
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
}

describe('account confirmation', () => {
  const job: EmailJob = { type: 'account-confirmation', to: NASTY, labelId: 2, email: NASTY, token: TOKEN };
  const link = `https://boutique.exemple.fr/queer-romance/confirm?email=${NASTY_QUERY}&token=a%2Bb%2Fc%3Dd%26e%20f`;

  it('welcomes the reader and links to the confirm page with email and token', () => {
    const mail = renderEmail(job, ctx);
    expect(mail.subject).toBe('Bienvenue chez Cœurs Vaillants\u202f! Confirmez votre adresse e-mail');
    expect(mail.html).toContain('Bienvenue chez Cœurs Vaillants\u202f!');
    expect(mail.html).toContain('>Confirmer mon adresse</a>');
    expect(hrefs(mail.html)).toContain(link);
    expect(new URL(link).searchParams.get('email')).toBe(NASTY);
    expect(new URL(link).searchParams.get('token')).toBe(TOKEN);
  });

  it('escapes the address in the HTML and keeps a text part with the raw link', () => {
    const mail = renderEmail(job, ctx);
    expectSafe(mail.html);
    expect(mail.text).toContain(`Confirmer mon adresse\u00a0:\n${link}`);
    expect(mail.text).toContain(`Votre compte a bien été créé avec l’adresse ${NASTY}.`);
  });
});

describe('password reset', () => {
  const job: EmailJob = { type: 'password-reset', to: NASTY, labelId: 2, email: NASTY, token: TOKEN };
  const link = `https://boutique.exemple.fr/queer-romance/reset-password?email=${NASTY_QUERY}&token=a%2Bb%2Fc%3Dd%26e%20f`;

  it('links to the reset-password page with email and token', () => {
    const mail = renderEmail(job, ctx);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe – Cœurs Vaillants');
    expect(mail.html).toContain('>Choisir un nouveau mot de passe</a>');
    expect(hrefs(mail.html)).toContain(link);
  });

  it('escapes the address and says the same in text', () => {
    const mail = renderEmail(job, ctx);
    expectSafe(mail.html);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('votre mot de passe actuel reste valable');
  });
});

describe('email change', () => {
  const job: EmailJob = { type: 'email-change', to: NASTY, labelId: 2, newEmail: NASTY, token: TOKEN };
  const link = 'https://boutique.exemple.fr/queer-romance/compte/email/confirmer?token=a%2Bb%2Fc%3Dd%26e%20f';

  it('links to the account page that confirms the new address, with the token only', () => {
    const mail = renderEmail(job, ctx);
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse e-mail – Cœurs Vaillants');
    expect(mail.html).toContain('>Confirmer ma nouvelle adresse</a>');
    expect(hrefs(mail.html)).toContain(link);
  });

  it('escapes the new address and says the same in text', () => {
    const mail = renderEmail(job, ctx);
    expectSafe(mail.html);
    expect(mail.text).toContain(`Vous avez demandé à utiliser l’adresse ${NASTY}`);
    expect(mail.text).toContain(link);
  });
});

describe('newsletter unsubscription asked for on the page', () => {
  const job: SubscriptionEmailJob = { type: 'newsletter-unsubscribe', to: NASTY, labelId: 2, email: NASTY, token: TOKEN };
  const link = `https://boutique.exemple.fr/queer-romance/unsubscribe?email=${NASTY_QUERY}&token=a%2Bb%2Fc%3Dd%26e%20f`;

  it('links to the signed unsubscribe page, which asks to confirm', () => {
    const mail = renderEmail(job, ctx);
    expect(mail.subject).toBe('Confirmez votre désinscription de la lettre d’information – Cœurs Vaillants');
    expect(mail.html).toContain('>Confirmer ma désinscription</a>');
    expect(hrefs(mail.html)).toContain(link);
  });

  it('escapes the address and says the same in text', () => {
    const mail = renderEmail(job, ctx);
    expectSafe(mail.html);
    expect(mail.text).toContain(`de la lettre d’information de Cœurs Vaillants pour l’adresse ${NASTY}.`);
    expect(mail.text).toContain(`Confirmer ma désinscription\u00a0:\n${link}`);
  });
});

describe('forgotten vouchers', () => {
  const job: EmailJob = {
    type: 'forgotten-vouchers',
    to: NASTY,
    labelId: 2,
    vouchers: [
      { code: 'NOEL2026', value: '50.00', remaining: '12.50', expiresOn: '2027-01-01' },
      { code: '<b>X</b>', value: '20.00', remaining: '20.00', expiresOn: null },
    ],
  };
  const link = 'https://boutique.exemple.fr/queer-romance/compte/cartes-cadeaux';

  it('lists each code with its value, what is left and its expiry, in French', () => {
    const mail = renderEmail(job, ctx);
    expect(mail.subject).toBe('Vos codes de cartes cadeaux – Cœurs Vaillants');
    expect(mail.html).toContain('NOEL2026');
    expect(spaces(mail.html)).toContain('Carte cadeau de 50,00 €');
    expect(spaces(mail.html)).toContain('reste 12,50 €, valable jusqu’au 1er janvier 2027');
    expect(mail.html).toContain('sans date limite');
    expect(mail.html).toContain('>Voir mes cartes cadeaux</a>');
    expect(hrefs(mail.html)).toContain(link);
  });

  it('escapes codes and address, and lists the codes in the text part', () => {
    const mail = renderEmail(job, ctx);
    expectSafe(mail.html);
    expect(mail.html).toContain('&lt;b&gt;X&lt;/b&gt;');
    expect(spaces(mail.text)).toContain('- NOEL2026 : carte cadeau de 50,00 €, reste 12,50 €, valable jusqu’au 1er janvier 2027');
    expect(mail.text).toContain('- <b>X</b>\u00a0: carte cadeau de'); // plain text: shown as typed
    expect(mail.text).toContain(`Voir mes cartes cadeaux\u00a0:\n${link}`);
  });

  it('reads an expiry given as a timestamp (a DATE column through pg) as the day in Paris', () => {
    const mail = renderEmail({ ...job, vouchers: [{ ...job.vouchers[0], expiresOn: '2027-01-01T00:00:00.000Z' }] }, ctx);
    expect(mail.text).toContain('valable jusqu’au 1er janvier 2027');
  });

  it('says so when no card is tied to the address', () => {
    const mail = renderEmail({ ...job, vouchers: [] }, ctx);
    expect(mail.text).toContain('Aucune carte cadeau n’est rattachée');
    expect(mail.html).not.toContain('<code');
  });
});

describe('a parcel moved to another day', () => {
  const job = (expectedExpeditionDate: string, previousDate: string): EmailJob => ({
    type: 'parcel-rescheduled',
    to: 'jeanne@exemple.fr',
    labelId: 2,
    cartId: 'c1',
    reference: 'R123',
    lines: [{ name: '<b>Le livre</b> dédicacé', quantity: 1 }],
    expectedExpeditionDate,
    previousDate,
  });

  it('gives the new day and the one it replaces, what the parcel holds and the way to the order', () => {
    const mail = renderEmail(job('2026-12-04', '2027-03-15'), ctx);
    expect(mail.subject).toBe('Nouvelle date d’envoi – Commande n°R123 – Cœurs Vaillants');
    expect(spaces(mail.text)).toContain('partira à partir du 4 décembre 2026, et non plus du 15 mars 2027 : son contenu est disponible plus tôt que prévu.');
    expect(mail.html).toContain('&lt;b&gt;Le livre&lt;/b&gt; dédicacé × 1');
    expect(hrefs(mail.html)).toContain('https://boutique.exemple.fr/queer-romance/compte/orders/c1');
  });

  it('says so when it leaves later', () => {
    expect(spaces(renderEmail(job('2027-06-01', '2027-03-15'), ctx).text)).toContain('son contenu sera disponible plus tard que prévu.');
  });
});

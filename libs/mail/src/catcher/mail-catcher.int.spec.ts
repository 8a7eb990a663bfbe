import { createTransport } from 'nodemailer';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

describe('mail catcher', () => {
  let catcher: MailCatcher;
  const send = (to: string, subject: string, html = '<p>Bonjour</p>') =>
    createTransport(catcher.smtpUrl).sendMail({ from: 'Exemplaire <bonjour@exemplaire.test>', to, subject, html, text: 'Bonjour' });

  beforeAll(async () => (catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 })));
  afterAll(() => catcher.close());
  beforeEach(() => catcher.clear());

  it('catches a mail over plain SMTP and parses it', async () => {
    // Given a mail sent to the catcher, with a waiter registered before it arrives
    const arriving = catcher.waitFor((m) => m.subject === 'Café « crème »');
    await send('lectrice@exemple.fr', 'Café « crème »', '<p>Un <b>café</b></p>');
    // Then it is kept with its parts
    const mail = await arriving;
    expect(mail).toMatchObject({ from: 'bonjour@exemplaire.test', to: ['lectrice@exemple.fr'], subject: 'Café « crème »' });
    expect([mail.html.trim(), mail.text.trim()]).toEqual(['<p>Un <b>café</b></p>', 'Bonjour']);
    expect(mail.date).toBeInstanceOf(Date);
    expect(catcher.messages()).toHaveLength(1);
  });

  it('lists the mails in French, shows each one and answers JSON', async () => {
    await send('o.hara+test@exemple.fr', 'Objet <i>piégé</i>');
    const page = await (await fetch(catcher.httpUrl)).text();
    expect(page).toContain('Courriels de développement');
    expect(page).toContain('Objet &lt;i&gt;piégé&lt;/i&gt;');
    const id = catcher.messages()[0].id;
    expect(page).toContain(`href="/messages/${id}"`);
    const one = await fetch(`${catcher.httpUrl}/messages/${id}`);
    expect((await one.text()).trim()).toBe('<p>Bonjour</p>');
    expect(one.headers.get('content-security-policy')).toContain('sandbox');
    expect(await (await fetch(`${catcher.httpUrl}/messages/${id}/texte`)).text()).toContain('Bonjour');
    const json = await (await fetch(`${catcher.httpUrl}/messages.json`)).json();
    expect(json).toEqual([expect.objectContaining({ id, subject: 'Objet <i>piégé</i>' })]);
    expect((await fetch(`${catcher.httpUrl}/messages/9999`)).status).toBe(404);
  });

  it('says so when no mail came yet', async () => {
    expect(await (await fetch(catcher.httpUrl)).text()).toContain('Aucun courriel reçu pour l’instant');
    await expect(catcher.waitFor(() => true, 100)).rejects.toThrow('Aucun courriel attendu reçu en 100 ms');
  });

  it('refuses mail with a temporary error while asked to, then accepts again', async () => {
    catcher.refuseMail(true);
    await expect(send('a@exemple.fr', 'refusé')).rejects.toMatchObject({ responseCode: 451 });
    catcher.refuseMail(false);
    await send('a@exemple.fr', 'accepté');
    expect(catcher.messages().map((m) => m.subject)).toEqual(['accepté']);
  });
});

describe('mail catcher refusing some recipients', () => {
  let catcher: MailCatcher;

  beforeAll(async () => (catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, refuseRecipient: (address) => address.startsWith('refus') })));
  afterAll(() => catcher.close());

  it('refuses them for good at RCPT TO (550 5.1.1) and keeps accepting the others', async () => {
    const transport = createTransport(catcher.smtpUrl);
    const send = (to: string) => transport.sendMail({ from: 'bonjour@exemplaire.test', to, subject: `pour ${to}`, text: 'Bonjour' });
    await expect(send('refuse@exemple.fr')).rejects.toMatchObject({ responseCode: 550, command: 'RCPT TO', rejected: ['refuse@exemple.fr'] });
    await expect(send('refuse@exemple.fr')).rejects.toThrow('550 5.1.1 <refuse@exemple.fr> : adresse inconnue');
    await send('accepte@exemple.fr');
    expect(catcher.messages().map((m) => m.to)).toEqual([['accepte@exemple.fr']]);
    transport.close();
  });
});

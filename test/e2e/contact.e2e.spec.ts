import { sql } from '../support/db';
import type { ServedApi } from '../support/api-client';
import { screenshots, shopInBrowser, Visit } from './support/browser';
import { errorOf } from './support/forms';

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

describe('writing to the editorial team in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  it('sends a contact message, after saying what is missing', async () => {
    const { page } = v;
    const email = `contact-${stamp()}@exemple.fr`;
    // Given the contact page, with its way to the FAQ
    await page.goto(`${api.baseUrl}/exemplaire/contact`);
    await page.getByRole('heading', { level: 1, name: 'Nous écrire' }).waitFor();
    await expect(page.locator('#main').getByRole('link', { name: 'Questions fréquentes' }).getAttribute('href')).resolves.toBe('/exemplaire/contact/questions-frequentes');
    await screenshots(page, 'contact');
    await page.setViewportSize({ width: 1280, height: 900 });

    // When the visitor sends it empty, then every field says what it needs
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(errorOf(page, /Votre nom/)).resolves.toBe('Veuillez indiquer votre nom.');
    await expect(errorOf(page, /Votre message/)).resolves.toBe('Veuillez écrire votre message.');

    // When they fill it and send it
    await page.getByLabel(/Votre nom/).fill('Lou Garnier');
    await page.getByLabel(/Adresse e-mail/).fill(email);
    await page.getByLabel(/Objet/).fill('Une dédicace');
    await page.getByLabel(/Votre message/).fill('Bonjour,\nest-il possible de faire dédicacer un livre ?');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();

    // Then they are thanked, and the message is stored with its mail to the team
    await page.getByText('Votre message a bien été envoyé.').waitFor();
    const [row] = await sql('SELECT id, subject, message FROM contact_messages WHERE email = $1', [email]);
    expect(row).toMatchObject({ subject: 'Une dédicace', message: 'Bonjour,\nest-il possible de faire dédicacer un livre ?' });
    expect(await sql('SELECT id FROM outbox WHERE correlation_id = $1', [`contact-message:${row.id}`])).toHaveLength(1);
    await screenshots(page, 'contact-sent');
  });

  it('submits a project with its manuscript, refusing a file too large before sending it', async () => {
    const { page } = v;
    const email = `auteur-${stamp()}@exemple.fr`;
    // Given the project page, reached from the footer
    await page.goto(`${api.baseUrl}/exemplaire/contact`);
    await page.getByRole('link', { name: 'Soumettre un projet' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Proposer votre manuscrit' }).waitFor();
    await page.getByLabel(/Votre nom/).fill('Camille Martin');
    await page.getByLabel(/Adresse e-mail/).fill(email);
    await page.getByLabel(/Titre du projet/).fill('Les marées de septembre');
    await page.getByLabel(/Présentation du projet/).fill('Un roman choral sur une île bretonne.');

    // When the author picks a file over 10 MB, then it is refused at once and nothing leaves
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    await page.getByLabel(/Votre manuscrit/).setInputFiles({ name: 'gros.pdf', mimeType: 'application/pdf', buffer: big });
    await expect(errorOf(page, /Votre manuscrit/)).resolves.toBe('Le fichier ne doit pas dépasser 10 Mo.');
    await screenshots(page, 'submit-project-too-large', '.contact-form__file');
    await page.setViewportSize({ width: 1280, height: 900 });

    // When they pick a real PDF and send
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), Buffer.alloc(4096, 0x20)]);
    await page.getByLabel(/Votre manuscrit/).setInputFiles({ name: 'marees.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(errorOf(page, /Votre manuscrit/)).resolves.toBeNull();
    await page.getByRole('button', { name: 'Envoyer mon projet' }).click();

    // Then the author is thanked, and the project and its file are stored
    await page.getByText('Votre projet a bien été envoyé.').waitFor();
    const [row] = await sql('SELECT title, file_name, file_type, file_data FROM project_submissions WHERE email = $1', [email]);
    expect(row).toMatchObject({ title: 'Les marées de septembre', file_name: 'marees.pdf', file_type: 'application/pdf' });
    expect(Buffer.compare(row.file_data, pdf)).toBe(0);
  });

  it('shows the server’s refusal of a file whose content is not a document', async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/contact/soumettre-projet`);
    await page.getByLabel(/Votre nom/).fill('Camille Martin');
    await page.getByLabel(/Adresse e-mail/).fill(`faux-${stamp()}@exemple.fr`);
    await page.getByLabel(/Titre du projet/).fill('Une image');
    await page.getByLabel(/Présentation du projet/).fill('Ce fichier est une image renommée.');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256)]);
    await page.getByLabel(/Votre manuscrit/).setInputFiles({ name: 'image.pdf', mimeType: 'application/pdf', buffer: png });
    await page.getByRole('button', { name: 'Envoyer mon projet' }).click();
    await page.locator('.field__error', { hasText: 'Le fichier doit être un document PDF, ODT, DOC ou DOCX.' }).waitFor();
  });
});

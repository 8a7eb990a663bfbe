/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api';
import { ContactForm } from './contact-form';
import { ProjectSubmissionForm } from './project-submission-form';

/** The text of the error a field points to through aria-describedby. */
const describedError = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field__error'))?.textContent ?? null;

/** A file of `size` bytes whose content starts like a PDF (the browser only looks at name and size). */
function pdf(name: string, size: number): File {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('the contact form', () => {
  let api: ReturnType<typeof fakeApi>;
  let answer: () => FakeAnswer | Promise<FakeAnswer>;

  beforeEach(() => {
    document.cookie = 'csrftoken=jeton-csrf';
    answer = () => ({ status: 201, body: { detail: 'Votre message a bien été envoyé.' } });
    api = fakeApi((call) => (call.url.startsWith('/api/contact/') ? answer() : { status: 404, body: { detail: 'Pas trouvé.' } }));
  });

  afterEach(() => api.restore());

  const renderForm = () =>
    render(
      <MemoryRouter>
        <ContactForm labelSlug="exemplaire" />
      </MemoryRouter>,
    );

  it('says under each field what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(describedError(screen.getByLabelText(/Votre nom/))).toBe('Veuillez indiquer votre nom.');
    expect(describedError(screen.getByLabelText(/Adresse e-mail/))).toBe("L'adresse e-mail est requise.");
    expect(describedError(screen.getByLabelText(/Votre message/))).toBe('Veuillez écrire votre message.');
    expect(document.activeElement).toBe(screen.getByLabelText(/Votre nom/));
    expect(api.calls).toHaveLength(0);
  });

  it('sends the message with the label, says it is sending, then thanks the visitor', async () => {
    const user = userEvent.setup();
    let release: (a: FakeAnswer) => void = () => undefined;
    answer = () => new Promise((resolve) => (release = resolve));
    renderForm();
    await user.type(screen.getByLabelText(/Votre nom/), 'Lou Garnier');
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'lou@exemple.fr');
    await user.type(screen.getByLabelText(/Objet/), 'Dédicace');
    await user.type(screen.getByLabelText(/Votre message/), 'Bonjour !');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Envoi en cours…' })).disabled).toBe(true);
    expect(api.to('/api/contact/')[0]).toMatchObject({
      method: 'POST',
      headers: { 'X-CSRFToken': 'jeton-csrf' },
      body: { name: 'Lou Garnier', email: 'lou@exemple.fr', subject: 'Dédicace', message: 'Bonjour !', label: 'exemplaire' },
    });
    release({ status: 201, body: { detail: 'Votre message a bien été envoyé.' } });
    expect(await screen.findByText('Votre message a bien été envoyé.')).toBeTruthy();
    expect(screen.getByText(/vous répondra à l'adresse lou@exemple\.fr/)).toBeTruthy();
  });

  it('shows the server’s field errors and its 429 message', async () => {
    const user = userEvent.setup();
    answer = () => ({ status: 400, body: { email: ["L'adresse courriel fournie n'est pas valide"] } });
    renderForm();
    await user.type(screen.getByLabelText(/Votre nom/), 'Lou');
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'lou@exemple.fr');
    await user.type(screen.getByLabelText(/Votre message/), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(describedError(screen.getByLabelText(/Adresse e-mail/))).toBe("L'adresse courriel fournie n'est pas valide"));
    const tooMany = 'Vous avez envoyé trop de messages depuis cette connexion. Veuillez réessayer dans 12 minutes.';
    answer = () => ({ status: 429, body: { detail: tooMany } });
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText(tooMany)).toBeTruthy();
  });
});

describe('the project submission form', () => {
  let api: ReturnType<typeof fakeApi>;
  let answer: () => FakeAnswer;

  beforeEach(() => {
    document.cookie = 'csrftoken=jeton-csrf';
    answer = () => ({ status: 201, body: { detail: 'Votre projet a bien été envoyé.' } });
    api = fakeApi((call) => (call.url.startsWith('/api/project-submissions/') ? answer() : { status: 404, body: {} }));
  });

  afterEach(() => api.restore());

  async function fill(user: ReturnType<typeof userEvent.setup>) {
    render(
      <MemoryRouter>
        <ProjectSubmissionForm labelSlug="exemplaire" />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText(/Votre nom/), 'Camille Martin');
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'camille@exemple.fr');
    await user.type(screen.getByLabelText(/Titre du projet/), 'Les marées');
    await user.type(screen.getByLabelText(/Présentation du projet/), 'Un roman choral.');
  }

  it('refuses a file over 10 MB or of another type before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await fill(user);
    const input = screen.getByLabelText(/Votre manuscrit/);
    await user.upload(input, pdf('gros.pdf', 10 * 1024 * 1024 + 1));
    expect(describedError(input)).toBe('Le fichier ne doit pas dépasser 10 Mo.');
    await user.click(screen.getByRole('button', { name: 'Envoyer mon projet' }));
    expect(api.calls).toHaveLength(0);
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(describedError(input)).toBe('Le fichier doit être un document PDF, ODT, DOC ou DOCX.');
  });

  it('sends the fields and the file as multipart with the anti-forgery header, then thanks the author', async () => {
    const user = userEvent.setup();
    await fill(user);
    await user.upload(screen.getByLabelText(/Votre manuscrit/), pdf('roman.pdf', 2_500_000));
    expect(screen.getByText('roman.pdf (2,4 Mo)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Envoyer mon projet' }));
    expect(await screen.findByText('Votre projet a bien été envoyé.')).toBeTruthy();
    const [, init] = (globalThis.fetch as unknown as jest.Mock).mock.calls.find(([url]) => String(url).startsWith('/api/project-submissions/')) as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'X-CSRFToken': 'jeton-csrf' });
    const body = init.body as FormData;
    expect(body.get('title')).toBe('Les marées');
    expect(body.get('label')).toBe('exemplaire');
    expect((body.get('file') as File).name).toBe('roman.pdf');
  });

  it('offers a French file picker: the field’s label, « Choisir un fichier », the chosen file’s name and size or « Aucun fichier choisi »', async () => {
    const user = userEvent.setup();
    await fill(user);
    const input = screen.getByLabelText(/Votre manuscrit/) as HTMLInputElement;
    // nothing chosen yet, said in French, and read with the field
    expect(input.type).toBe('file');
    expect(screen.getByText('Choisir un fichier')).toBeTruthy();
    const described = () => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described()).toEqual(['Aucun fichier choisi', 'PDF, ODT, DOC ou DOCX, 10 Mo au plus.']);
    // the input is reached with the keyboard, right after the summary
    screen.getByLabelText(/Présentation du projet/).focus();
    await user.tab();
    expect(document.activeElement).toBe(input);
    // a chosen file shows its name and size; one over the limit says so rather than its size
    await user.upload(input, pdf('Les marées.pdf', 830 * 1024));
    expect(described()[0]).toBe('Les marées.pdf (830 Ko)');
    await user.upload(input, pdf('gros.pdf', 10 * 1024 * 1024 + 1));
    expect(described()[0]).toBe('gros.pdf (plus de 10 Mo)');
    // removing it comes back to « Aucun fichier choisi », the focus on the picker
    await user.click(screen.getByRole('button', { name: 'Retirer le fichier' }));
    expect(described()[0]).toBe('Aucun fichier choisi');
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
  });

  it('puts the server’s file error under the file field', async () => {
    const user = userEvent.setup();
    answer = () => ({ status: 400, body: { file: ['Le fichier doit être un document PDF, ODT, DOC ou DOCX.'] } });
    await fill(user);
    const input = screen.getByLabelText(/Votre manuscrit/);
    await user.upload(input, pdf('faux.pdf', 1000));
    await user.click(screen.getByRole('button', { name: 'Envoyer mon projet' }));
    await waitFor(() => expect(describedError(input)).toBe('Le fichier doit être un document PDF, ODT, DOC ou DOCX.'));
  });
});

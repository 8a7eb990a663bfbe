import { readInput } from '@shop/common';
import { inputErrors } from '../../../../test/support/dto';
import { ContactMessageDto, ProjectSubmissionDto } from './contact.dto';

describe('contact form', () => {
  it('trims, lowercases the address, keeps line breaks in the message and flattens the subject', async () => {
    const form = await readInput(ContactMessageDto, { name: ' Lou ', email: ' Lou@Exemple.FR ', subject: 'Un\nsujet', message: ' Ligne 1\r\nLigne 2 \u0007', extra: 'ignoré' });
    expect({ ...form }).toEqual({ name: 'Lou', email: 'lou@exemple.fr', subject: 'Un sujet', message: 'Ligne 1\nLigne 2' });
  });

  it('requires a name, a valid address and a message, every error at once', async () => {
    expect(await inputErrors(ContactMessageDto, null)).toEqual({
      name: ['Veuillez indiquer votre nom.'],
      email: ["L'adresse e-mail est requise."],
      message: ['Veuillez écrire votre message.'],
    });
    expect(await inputErrors(ContactMessageDto, { name: ' \u0001 ', email: null, message: ['liste'] })).toEqual({
      name: ['Veuillez indiquer votre nom.'],
      email: ["L'adresse e-mail est requise."],
      message: ['Une chaîne de caractères est attendue.'],
    });
    expect(await inputErrors(ContactMessageDto, { name: 'Lou', email: 'a@b', message: 'ok' })).toEqual({ email: ["L'adresse courriel fournie n'est pas valide"] });
  });

  it('bounds every text by its column, counting characters', async () => {
    expect(await inputErrors(ContactMessageDto, { name: 'é'.repeat(151), email: `${'a'.repeat(250)}@b.fr`, subject: 'x'.repeat(201), message: 'm'.repeat(5001) })).toEqual({
      name: ['Ce champ ne doit pas dépasser 150 caractères.'],
      email: ['Ce champ ne doit pas dépasser 254 caractères.'],
      subject: ['Ce champ ne doit pas dépasser 200 caractères.'],
      message: ['Ce champ ne doit pas dépasser 5000 caractères.'],
    });
    expect(await readInput(ContactMessageDto, { name: 'é'.repeat(150), email: 'lou@exemple.fr', message: 'm'.repeat(5000) })).toBeInstanceOf(ContactMessageDto);
  });

  it('reads the label as an id or a slug; one that cannot name a label is unknown', async () => {
    const base = { name: 'Lou', email: 'lou@exemple.fr', message: 'Bonjour' };
    expect(((await readInput(ContactMessageDto, { ...base, label: '2' })) as ContactMessageDto).label).toBe(2);
    expect(((await readInput(ContactMessageDto, { ...base, label: ' exemplaire ' })) as ContactMessageDto).label).toBe('exemplaire');
    for (const label of ['2147483648', '0', '', 'x'.repeat(201), { id: 1 }]) {
      expect(await inputErrors(ContactMessageDto, { ...base, label })).toEqual({ label: ["Cette collection n'existe pas."] });
    }
  });
});

describe('project submission fields', () => {
  it('needs a name, an address, a title and a summary, in the form’s words', async () => {
    expect(await inputErrors(ProjectSubmissionDto, { email: 'pas une adresse' })).toEqual({
      name: ['Veuillez indiquer votre nom.'],
      email: ["L'adresse courriel fournie n'est pas valide"],
      title: ['Veuillez indiquer le titre de votre projet.'],
      summary: ['Veuillez présenter votre projet en quelques lignes.'],
    });
    expect(await inputErrors(ProjectSubmissionDto, { name: 'Camille', email: 'c@exemple.fr', title: 't'.repeat(201), summary: 's'.repeat(5001) })).toEqual({
      title: ['Ce champ ne doit pas dépasser 200 caractères.'],
      summary: ['Ce champ ne doit pas dépasser 5000 caractères.'],
    });
  });

  it('keeps the summary’s paragraphs and puts the title on one line', async () => {
    const fields = await readInput(ProjectSubmissionDto, { name: 'Camille', email: 'c@exemple.fr', title: 'Les\r\nmarées', summary: 'Un roman\n\nchoral' });
    expect({ ...fields }).toEqual({ name: 'Camille', email: 'c@exemple.fr', title: 'Les marées', summary: 'Un roman\n\nchoral' });
  });
});

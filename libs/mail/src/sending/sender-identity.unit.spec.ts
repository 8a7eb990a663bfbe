import { displayNameOf, domainOf, messageIdFor, parseMailFrom } from './sender-identity';

describe("the sender's identity", () => {
  it('splits MAIL_FROM into its name and address, or takes a bare address', () => {
    expect(parseMailFrom('Exemplaire <bonjour@exemplaire.test>')).toEqual({ name: 'Exemplaire', address: 'bonjour@exemplaire.test' });
    expect(parseMailFrom(' "Les Éditions" <contact@editions.fr> ')).toEqual({ name: 'Les Éditions', address: 'contact@editions.fr' });
    expect(parseMailFrom('contact@editions.fr')).toEqual({ name: '', address: 'contact@editions.fr' });
  });

  it('takes the domain of the address, in lower case', () => {
    expect(domainOf('Bonjour@Exemplaire.TEST')).toBe('exemplaire.test');
  });

  it('keeps a label name on one line, and falls back to the configured name', () => {
    expect(displayNameOf('Cœurs "Vaillants"', 'Exemplaire')).toBe('Cœurs "Vaillants"');
    expect(displayNameOf('La Poésie\r\nBcc: pirate@exemple.fr', 'Exemplaire')).toBe('La Poésie Bcc: pirate@exemple.fr');
    expect(displayNameOf(' \u2028\t ', 'Exemplaire')).toBe('Exemplaire');
    expect(displayNameOf(undefined, 'Exemplaire')).toBe('Exemplaire');
    expect(displayNameOf('x'.repeat(200), '')).toHaveLength(78);
  });

  it('gives a job the same Message-ID at every attempt, in the shop domain, and another one to another row', () => {
    const first = new Date('2026-11-26T10:00:00.123Z');
    expect(messageIdFor('ob-42', first, 'exemplaire.test')).toBe(messageIdFor('ob-42', new Date(first.getTime()), 'exemplaire.test'));
    expect(messageIdFor('ob-42', first, 'exemplaire.test')).toMatch(/^<ob-42\.[0-9a-z]+@exemplaire\.test>$/);
    expect(messageIdFor('ob-42', new Date(first.getTime() + 1), 'exemplaire.test')).not.toBe(messageIdFor('ob-42', first, 'exemplaire.test'));
    // Only characters safe in a Message-ID's left part come from the job id
    expect(messageIdFor('a b<c>@d', first, 'exemplaire.test')).toMatch(/^<a-b-c--d\.[0-9a-z]+@exemplaire\.test>$/);
  });
});

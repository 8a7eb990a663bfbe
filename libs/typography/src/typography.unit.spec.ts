import { describe, expect, it } from '@jest/globals';
import { deName, elide, firstOfMonth, frenchDate, frenchList, frenchSpacing, groupThousands, guillemets, startsWithVowelSound, withoutNarrowSpaces } from './index';

// Names and titles below are the demo's own (libs/demo-data): labels, books, goodies, rewards, news, FAQ.

/** The text with its no-break spaces made visible: '_' for U+00A0, '^' for U+202F. */
const shown = (text: string) => text.replace(/\u00a0/g, '_').replace(/\u202f/g, '^');

describe('frenchSpacing', () => {
  it('keeps a title in guillemets on one line: no-break spaces inside « »', () => {
    expect(shown(frenchSpacing('T-shirt « Exemplaire »'))).toBe('T-shirt «_Exemplaire_»');
    expect(shown(frenchSpacing('Mug « Encore un chapitre »'))).toBe('Mug «_Encore un chapitre_»');
    // typed without spaces, the guillemets get them
    expect(shown(frenchSpacing('Tote bag «Aimer fort»'))).toBe('Tote bag «_Aimer fort_»');
  });

  it('puts a narrow no-break space before ! ? ; and a no-break space before :', () => {
    expect(shown(frenchSpacing('Bienvenue au bal !'))).toBe('Bienvenue au bal^!');
    expect(shown(frenchSpacing('Merci, 112 % !'))).toBe('Merci, 112 %^!');
    expect(shown(frenchSpacing('L’objectif n’a pas été atteint : serai-je remboursé·e ?'))).toBe('L’objectif n’a pas été atteint_: serai-je remboursé·e^?');
    expect(shown(frenchSpacing('Lecture musicale : Le Bal des cœurs fauves'))).toBe('Lecture musicale_: Le Bal des cœurs fauves');
    expect(shown(frenchSpacing('Duo polar : Les Sentinelles + Brume sur l’Étang-Neuf'))).toBe('Duo polar_: Les Sentinelles + Brume sur l’Étang-Neuf');
    expect(shown(frenchSpacing('Les libraires peuvent-ils commander ?'))).toBe('Les libraires peuvent-ils commander^?');
    expect(shown(frenchSpacing('le livre ; la carte'))).toBe('le livre^; la carte');
  });

  it('follows one convention: a no-break space typed before ! becomes the narrow one, and the narrow one before : the no-break one', () => {
    expect(shown(frenchSpacing('C’est parti\u00a0!'))).toBe('C’est parti^!');
    expect(shown(frenchSpacing('Total\u202f: 12 €'))).toBe('Total_: 12 €');
  });

  it('adds no space where none was typed: URLs, times, CSS and code stay whole', () => {
    for (const text of ['https://exemplaire.test/?page=2', '17:30', 'margin:0 0 4px;font-size:14px;', 'padding: 28px !important;', 'Oui!', 'a ?b']) {
      expect(frenchSpacing(text)).toBe(text);
    }
  });

  it('keeps a line break before a sign', () => {
    expect(frenchSpacing('Total\n: 12 €')).toBe('Total\n: 12 €');
  });

  it('writes a hyphen set between spaces as the incise dash, and leaves words with hyphens alone', () => {
    expect(frenchSpacing('Les Sentinelles du Vercors - tome 1')).toBe('Les Sentinelles du Vercors — tome 1');
    expect(frenchSpacing('Hélène Rivière-Sauvage, Awa Diallo-Fournier')).toBe('Hélène Rivière-Sauvage, Awa Diallo-Fournier');
    expect(frenchSpacing('- Livraison : 4,50 €').startsWith('- Livraison')).toBe(true);
  });

  it('is idempotent', () => {
    const once = frenchSpacing('Des nouvelles de « Les Oiseaux de Tombouctou » : C’est parti !');
    expect(frenchSpacing(once)).toBe(once);
    expect(shown(once)).toBe('Des nouvelles de «_Les Oiseaux de Tombouctou_»_: C’est parti^!');
  });
});

describe('guillemets', () => {
  it('quotes a title with no-break spaces', () => {
    expect(shown(guillemets('Les Heures blanches'))).toBe('«_Les Heures blanches_»');
    expect(shown(guillemets(' L’Année des lucioles '))).toBe('«_L’Année des lucioles_»');
  });

  it('turns guillemets inside the title into second-level quotes', () => {
    expect(shown(guillemets('Le livre + le tote bag « Lire debout »'))).toBe('«_Le livre + le tote bag “Lire debout”_»');
    expect(shown(guillemets('Affiche « Les Jardins de Titan »'))).toBe('«_Affiche “Les Jardins de Titan”_»');
  });

  it('spaces the punctuation of the title it quotes', () => {
    expect(shown(guillemets('Quand la campagne commence-t-elle ?'))).toBe('«_Quand la campagne commence-t-elle^?_»');
  });
});

describe('withoutNarrowSpaces', () => {
  it('falls back on the no-break space for fonts without the narrow one', () => {
    expect(shown(withoutNarrowSpaces(frenchSpacing('Objectif atteint ! Total : 1 250 €')))).toBe('Objectif atteint_! Total_: 1 250 €');
  });
});

describe('elision', () => {
  it('elides de before a label whose name starts with a vowel, with the typographic apostrophe', () => {
    expect(deName('Exemplaire')).toBe('d’Exemplaire');
    expect(elide('de', 'Exemplaire')).toBe('d’Exemplaire');
    expect(elide('De', 'Exemplaire')).toBe('D’Exemplaire');
  });

  it('keeps de before a consonant', () => {
    expect(deName('Cœurs Vaillants')).toBe('de Cœurs Vaillants');
    expect(deName('La Poésie du lundi')).toBe('de La Poésie du lundi');
    expect(deName('L’Atelier des ombres')).toBe('de L’Atelier des ombres');
    expect(deName('T-shirt « Exemplaire »')).toBe('de T-shirt « Exemplaire »');
  });

  it('elides before accented vowels, Œ and a mute h', () => {
    expect(deName('Éclats d’enfance')).toBe('d’Éclats d’enfance');
    expect(deName('Édition reliée limitée')).toBe('d’Édition reliée limitée');
    expect(deName('Offre Club Exemplaire')).toBe('d’Offre Club Exemplaire');
    expect(deName('Œuvres complètes')).toBe('d’Œuvres complètes');
    expect(elide('que', 'Odile Marchetti')).toBe('qu’Odile Marchetti');
    expect(elide('de', 'Hélène Rivière-Sauvage')).toBe('d’Hélène Rivière-Sauvage');
    expect(elide('le', 'hiver')).toBe('l’hiver');
    expect(elide('la', 'huître')).toBe('l’huître');
    expect(elide('la', 'héroïne')).toBe('l’héroïne');
  });

  it('does not elide before an aspirated h', () => {
    expect(elide('le', 'hibou')).toBe('le hibou');
    expect(elide('le', 'héros')).toBe('le héros');
    expect(elide('de', 'Hollande')).toBe('de Hollande');
    expect(elide('le', 'huit')).toBe('le huit');
  });

  it('reads y as a vowel before a consonant only', () => {
    expect(elide('de', 'Yanis Belkacem')).toBe('de Yanis Belkacem');
    expect(elide('de', 'Yves')).toBe('d’Yves');
    expect(startsWithVowelSound('yaourt')).toBe(false);
  });

  it('contracts the article of a title: du, des', () => {
    expect(deName('Le Dernier Ferry pour Ouessant')).toBe('du Dernier Ferry pour Ouessant');
    expect(deName('Les Heures blanches')).toBe('des Heures blanches');
    expect(deName('Lundi, les merles')).toBe('de Lundi, les merles');
  });

  it('leaves a name starting with a digit or a sign as it is', () => {
    expect(deName('1984')).toBe('de 1984');
    expect(deName('« Aimer fort »')).toBe('de « Aimer fort »');
  });
});

describe('dates', () => {
  it('writes the first of the month 1er', () => {
    expect(frenchDate('2025-10-01')).toBe('1er octobre 2025');
    expect(frenchDate('2026-12-01', { year: false })).toBe('1er décembre');
    expect(frenchDate('2026-12-01', { weekday: true })).toBe('mardi 1er décembre 2026');
    expect(frenchDate('2026-12-01', { shortMonth: true })).toBe('1er déc. 2026');
  });

  it('leaves the other days and the years alone', () => {
    expect(frenchDate('2026-11-25')).toBe('25 novembre 2026');
    expect(frenchDate('2001-11-11')).toBe('11 novembre 2001');
    expect(frenchDate('2027-04-21')).toBe('21 avril 2027');
    expect(frenchDate('2031-01-31')).toBe('31 janvier 2031');
  });

  it('reads an instant in Paris, and a calendar date without shifting it', () => {
    expect(frenchDate('2026-12-31T23:30:00Z')).toBe('1er janvier 2027');
    expect(frenchDate(new Date('2026-10-31T23:30:00Z'))).toBe('1er novembre 2026');
    expect(frenchDate('2027-04-20')).toBe('20 avril 2027');
  });

  it('gives back what is no date', () => {
    expect(frenchDate('bientôt')).toBe('bientôt');
    expect(frenchDate(new Date('nope'))).toBe('');
  });

  it('makes 1er of the day of any Intl fr-FR date, the day alone at the end included', () => {
    expect(firstOfMonth('mardi 1 décembre 2026')).toBe('mardi 1er décembre 2026');
    expect(firstOfMonth('du mardi 1')).toBe('du mardi 1er');
    expect(firstOfMonth('1 déc. 2026, 10:00')).toBe('1er déc. 2026, 10:00');
    expect(firstOfMonth('11 décembre 2026')).toBe('11 décembre 2026');
    expect(firstOfMonth('21 janvier 2001')).toBe('21 janvier 2001');
  });
});

describe('frenchList', () => {
  it('joins with commas and a last et, no comma before it', () => {
    expect(frenchList(['le 25 novembre 2026', 'le 24 avril 2027'])).toBe('le 25 novembre 2026 et le 24 avril 2027');
    expect(frenchList(['Exemplaire', 'Cœurs Vaillants', 'La Poésie du lundi'])).toBe('Exemplaire, Cœurs Vaillants et La Poésie du lundi');
    expect(frenchList(['S', 'M', 'L'], 'ou')).toBe('S, M ou L');
  });

  it('gives one item as it is, and nothing for none', () => {
    expect(frenchList(['Orbite basse'])).toBe('Orbite basse');
    expect(frenchList([])).toBe('');
  });
});

describe('groupThousands', () => {
  it('groups by three with narrow no-break spaces, as Intl fr-FR does', () => {
    expect(shown(groupThousands(1250))).toBe('1^250');
    expect(shown(groupThousands(1234567))).toBe('1^234^567');
    expect(groupThousands(1234567)).toBe(new Intl.NumberFormat('fr-FR').format(1234567));
    expect(groupThousands(999)).toBe('999');
  });

  it('writes decimals with a comma and keeps the sign', () => {
    expect(shown(groupThousands('12345.5'))).toBe('12^345,5');
    expect(shown(groupThousands(-4800))).toBe('-4^800');
  });

  it('gives back what is no number', () => {
    expect(groupThousands('n°42A')).toBe('n°42A');
  });
});

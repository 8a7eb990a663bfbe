import { describe, expect, it } from '@jest/globals';
import { isbn13Of, parseIsbnQuery } from './isbn-query';
import { resultPath } from './search-kinds';
import { MAX_WORDS, parseSearch, searchWords } from './search-text';
import { spelledWords, tsqueryOperand, tsqueryTexts } from './tsquery';

describe('an ISBN typed in the search box', () => {
  it('is read with or without hyphens, spaces or the word ISBN', () => {
    for (const typed of ['9782493120014', '978-2-493120-01-4', '978 2 493120 01 4', 'ISBN 978-2-493120-01-4', 'isbn-13 : 978–2–493120–01–4', ' 978.2.493120.01.4 ']) {
      expect([typed, parseIsbnQuery(typed)]).toEqual([typed, { exact: '9782493120014' }]);
    }
  });

  it('reads an ISBN-10 as the ISBN-13 of the same book', () => {
    expect(isbn13Of('2070360024')).toBe('9782070360024');
    expect(parseIsbnQuery('2-07-036002-4')).toEqual({ exact: '9782070360024' });
    expect(parseIsbnQuery('0-8044-2957-X')).toEqual({ exact: '9780804429573' });
  });

  it('looks for the ISBNs that start with what is typed so far', () => {
    expect(parseIsbnQuery('978-2-4931')).toEqual({ prefix: '97824931' });
    expect(parseIsbnQuery('978249')).toEqual({ prefix: '978249' });
    expect(parseIsbnQuery('2-4931')).toEqual({ prefix: '24931' });
  });

  it('leaves a number that is a title, and words, alone', () => {
    for (const typed of ['1984', '2026', 'Les Heures blanches', '978 raisons', '', '97', '978-2-493120-01-4-5']) {
      expect([typed, parseIsbnQuery(typed)]).toEqual([typed, null]);
    }
  });

  it('then matches no word', () => {
    expect(parseSearch('978-2-493120-01-4')).toEqual({ text: '978-2-493120-01-4', key: '978 2 493120 01 4', words: [], typing: null, isbn: { exact: '9782493120014' } });
  });
});

describe('the words of a query', () => {
  it('are in lower case, without accents or ligatures, split on anything else than letters and digits', () => {
    expect(searchWords('L’Œuvre au NOIR — Brume sur l’Étang-Neuf, tome 2 !')).toEqual(['l', 'oeuvre', 'au', 'noir', 'brume', 'sur', 'l', 'etang', 'neuf', 'tome', '2']);
    expect(searchWords('Straße ﬁn Ærø Łódź')).toEqual(['strasse', 'fin', 'aero', 'lodz']);
    expect(searchWords('東京 物語')).toEqual(['東京', '物語']);
  });

  it('leave out the stop words, keep the one being typed as a prefix', () => {
    expect(parseSearch('Les Heures blan')).toEqual({ text: 'Les Heures blan', key: 'les heures blan', words: ['heures'], typing: 'blan', isbn: null });
    expect(parseSearch('la maison ')).toEqual({ text: 'la maison', key: 'la maison', words: ['maison'], typing: null, isbn: null });
    // « mai » may start « maison »: a stop word being typed still counts.
    expect(parseSearch('mai')).toMatchObject({ words: [], typing: 'mai' });
    expect(parseSearch('les')).toMatchObject({ words: [], typing: 'les' });
  });

  it('wait for a third letter before matching a prefix, unless what is typed means something', () => {
    expect(parseSearch('maison d')).toMatchObject({ words: ['maison'], typing: null });
    expect(parseSearch('ma')).toMatchObject({ words: [], typing: null });
    expect(parseSearch('tome 2')).toMatchObject({ words: ['tome', '2'], typing: null });
    expect(parseSearch('jules ve')).toMatchObject({ words: ['jules', 've'], typing: null });
  });

  it('count each word once and keep ten at most', () => {
    expect(parseSearch('songe songe songes ')).toMatchObject({ words: ['songe', 'songes'] });
    const long = Array.from({ length: 14 }, (_, i) => `mot${i}`).join(' ');
    const parsed = parseSearch(long);
    expect(parsed.words).toHaveLength(MAX_WORDS);
    // The word typed last is beyond the ten: none is a prefix.
    expect(parsed.typing).toBeNull();
  });

  it('may be none at all', () => {
    for (const typed of ['', '   ', '!!!', '« »', '&|!:*()', '\\']) expect(parseSearch(typed)).toMatchObject({ words: [], typing: null, isbn: null });
  });
});

describe('the tsquery built from raw text', () => {
  it('ANDs the whole words and ends with the word being typed, as a prefix', () => {
    expect(tsqueryTexts(parseSearch('Les Heures blan'))).toEqual({ words: "'heures'", typing: "'blan':*" });
    expect(tsqueryTexts(parseSearch('mémoires d’un satellite '))).toEqual({ words: "'memoires' & 'satellite'", typing: '' });
    expect(tsqueryTexts(parseSearch(''))).toEqual({ words: '', typing: '' });
  });

  it('gives every operator typed no meaning: only letters and digits reach it', () => {
    for (const typed of ["l'été & | ! : * ( ) <-> \\ '' \"", "a' | 'b", 'x:* & !y', "');DROP TABLE search_documents;--"]) {
      const { words, typing } = tsqueryTexts(parseSearch(typed));
      // Every operand quoted, only the builder's own operators between them.
      for (const text of [words, typing].filter(Boolean)) expect([typed, text]).toEqual([typed, expect.stringMatching(/^'[\p{L}\p{N}]+'(:\*)?( & '[\p{L}\p{N}]+'(:\*)?)*$/u)]);
    }
  });

  it('quotes any text as one operand', () => {
    expect(tsqueryOperand("l'eau")).toBe("'l''eau'");
    expect(tsqueryOperand('a\\b')).toBe("'a\\\\b'");
    expect(tsqueryOperand('a & b | !c:*')).toBe("'a & b | !c:*'");
  });

  it('ORs the other spellings of a word, on the prefix too', () => {
    const search = parseSearch('memoire satelite heurs blansh');
    const spellings = new Map([
      ['satelite', ['satellite']],
      ['heurs', ['heures', 'heureux']],
      ['blansh', ['blanches', 'blansh']],
    ]);
    expect(spelledWords(search)).toEqual(['memoire', 'satelite', 'heurs', 'blansh']);
    // Two letters say too little to be respelt.
    expect(spelledWords(parseSearch('tome 12 '))).toEqual(['tome']);
    expect(tsqueryTexts(search, spellings)).toEqual({
      words: "'memoire' & ('satelite' | 'satellite') & ('heurs' | 'heures' | 'heureux')",
      typing: "('blansh':* | 'blanches':*)",
    });
  });
});

describe('where a result leads', () => {
  it('is its page in the shop, under its own label', () => {
    expect(resultPath('book', 'exemplaire', 'les-heures-blanches', 101)).toBe('/exemplaire/librairie/livre/les-heures-blanches');
    expect(resultPath('goodie', 'queer-romance', 'tote-bag', 7)).toBe('/queer-romance/boutique/produit/tote-bag');
    expect(resultPath('author', 'exemplaire', 'clemence-aubrac', 3)).toBe('/exemplaire/auteurs/clemence-aubrac');
    expect(resultPath('campaign', 'exemplaire', 'les-oiseaux-de-tombouctou', 5)).toBe('/exemplaire/financement-participatif/les-oiseaux-de-tombouctou');
    expect(resultPath('event', 'exemplaire', 'salon-lyon', 12)).toBe('/exemplaire/evenements#event-12-title');
  });
});

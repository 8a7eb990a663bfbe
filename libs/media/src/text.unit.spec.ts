import { escapeXml, fitText, initials, measureText, wrapText } from './text';
import { frenchDate } from './french-date';

describe('text helpers', () => {
  it('escapes the five XML characters and drops forbidden control characters', () => {
    expect(escapeXml(`<a & "b" 'c'>\u0007`)).toBe('&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;');
  });

  it('wraps French text without starting a line with its punctuation', () => {
    const lines = wrapText('Qui a peur du grand méchant loup ? Pas « nous » !', 220, 30, 'serif');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(measureText(line, 30, 'serif')).toBeLessThanOrEqual(220);
      expect(line).not.toMatch(/^[?!:;»]/);
      expect(line).not.toMatch(/«$/);
    }
  });

  it('shrinks the text before cutting it, and ends with an ellipsis when it cannot fit', () => {
    const short = fitText('Zazie', { maxWidth: 400, maxLines: 2, maxSize: 60, minSize: 20, font: 'serif' });
    expect(short).toEqual({ lines: ['Zazie'], size: 60 });
    const long = fitText('mot '.repeat(100), { maxWidth: 200, maxLines: 2, maxSize: 40, minSize: 20, font: 'sans' });
    expect(long.size).toBe(20);
    expect(long.lines).toHaveLength(2);
    expect(long.lines[1].endsWith('…')).toBe(true);
  });

  it('builds French initials', () => {
    expect(initials('Élise de La Rochefoucauld')).toBe('ÉR');
    expect(initials("Jean d'Ormesson")).toBe('JO');
    expect(initials('Max')).toBe('M');
    expect(initials('   ')).toBe('?');
  });

  it('formats dates in French in the Paris time zone', () => {
    expect(frenchDate(new Date('2026-12-12T17:30:00Z'))).toMatchObject({ long: 'samedi 12 décembre 2026', time: '18 h 30', day: '12' });
    expect(frenchDate(new Date('2027-02-28T23:00:00Z'))).toMatchObject({ long: 'lundi 1er mars 2027', time: null, day: '1er' });
    expect(frenchDate(new Date('nope'))).toBeNull();
  });
});

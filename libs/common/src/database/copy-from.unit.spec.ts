import { describe, expect, it } from '@jest/globals';
import { copyLine, copyValue } from './copy-from';

describe('COPY text format', () => {
  it('writes null as \\N and escapes what would end a column or a row', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(undefined)).toBe('\\N');
    expect(copyValue('a\tb\nc\\d\re')).toBe('a\\tb\\nc\\\\d\\re');
    expect(copyValue(42)).toBe('42');
    expect(copyValue(false)).toBe('false');
  });

  it('writes dates in ISO form, objects as JSON and arrays as PostgreSQL arrays', () => {
    expect(copyValue(new Date('2026-11-27T08:00:00.000Z'))).toBe('2026-11-27T08:00:00.000Z');
    expect(copyValue({ name: 'L’Encre "bleue"', n: 1 })).toBe('{"name":"L’Encre \\\\"bleue\\\\"","n":1}');
    expect(copyValue(['Pour Léa', 'dit "oui"', null])).toBe('{"Pour Léa","dit \\\\"oui\\\\"",NULL}');
    expect(copyValue([])).toBe('{}');
  });

  it('joins a row with tabs and ends it with a newline', () => {
    expect(copyLine([1, 'Le Jardin de Titan', null])).toBe('1\tLe Jardin de Titan\t\\N\n');
  });
});

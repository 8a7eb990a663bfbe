import { hoursHtmlTable, openSlots, parseDayHours } from './opening-hours';

describe('opening hours', () => {
  it('keeps the open pairs and drops the unused 0000/0000 slots and malformed times', () => {
    expect(openSlots(['0900', '1230', '1400', '1900'])).toEqual([
      ['0900', '1230'],
      ['1400', '1900'],
    ]);
    expect(openSlots(['0800', '2000', '0000', '0000'])).toEqual([['0800', '2000']]);
    expect(openSlots(['0000', '0000', '0000', '0000'])).toEqual([]);
    expect(openSlots(['9h00', '1230', '<b>', '1900'])).toEqual([]);
  });

  it('renders a French table, a row per day, closed days saying so', () => {
    const week = [['0900', '1230', '1400', '1900'], ['0800', '2000', '0000', '0000'], ['0000', '0000', '0000', '0000'], [], [], [], ['0000', '2359']];
    const html = hoursHtmlTable(week);
    expect(html.startsWith('<table class="relay-hours"><tbody><tr><th scope="row">Lundi</th>')).toBe(true);
    expect(html).toContain('<tr><th scope="row">Lundi</th><td>09h00 - 12h30</td><td>14h00 - 19h00</td></tr>');
    expect(html).toContain('<tr><th scope="row">Mardi</th><td>08h00 - 20h00</td><td></td></tr>');
    expect(html).toContain('<tr><th scope="row">Mercredi</th><td colspan="2">Fermé</td></tr>');
    expect(html).toContain('<tr><th scope="row">Dimanche</th><td>24h/24</td><td></td></tr>');
    expect(html.match(/<tr>/g)).toHaveLength(7);
  });

  it('reads the compact notation of the bundled data', () => {
    expect(parseDayHours('0900-1230 1400-1900')).toEqual(['0900', '1230', '1400', '1900']);
    expect(parseDayHours('')).toEqual([]);
  });
});

import { serializedBody, serializedPage } from './serialized-page';

describe('serializedPage', () => {
  const page = () => serializedPage({ count: 2, next: 'http://x.test/api/books/?limit=1&offset=1', previous: null }, ['{"id":1,"name":"Un"}', '{"id":2,"name":"Deux \\"2\\""}']);

  it('is sent as its text joined, the same JSON as the page serialized', () => {
    const p = page();
    const text = serializedBody(p);
    expect(typeof text).toBe('string');
    expect(JSON.parse(text as string)).toEqual({
      count: 2,
      next: 'http://x.test/api/books/?limit=1&offset=1',
      previous: null,
      results: [
        { id: 1, name: 'Un' },
        { id: 2, name: 'Deux "2"' },
      ],
    });
    expect(JSON.stringify(p)).toBe(text);
  });

  it('still reads as a page, and a copy or a change no longer carries the text', () => {
    const p = page();
    expect(p.results).toEqual([
      { id: 1, name: 'Un' },
      { id: 2, name: 'Deux "2"' },
    ]);
    const copy = { ...p, results: [] };
    expect(serializedBody(copy)).toBe(copy);
    p.results = [{ id: 3 }];
    expect(serializedBody(p)).toBe(p);
    expect(JSON.parse(JSON.stringify(p)).results).toEqual([{ id: 3 }]);
  });
});

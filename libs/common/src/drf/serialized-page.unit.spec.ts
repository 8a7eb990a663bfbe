import { serializedBody, serializedPage } from './serialized-page';

describe('serializedPage', () => {
  const page = () =>
    serializedPage({ count: 2, next: 'http://x.test/api/books/?limit=1&offset=1', previous: null }, ['{"id":1,"name":"Un"}', '{"id":2,"name":"Deux \\"2\\" — l’été"}']);

  it('is sent as its text joined, in UTF-8: the same JSON as the page serialized', () => {
    const p = page();
    const body = serializedBody(p);
    expect(Buffer.isBuffer(body)).toBe(true);
    const text = (body as Buffer).toString('utf8');
    expect(JSON.parse(text)).toEqual({
      count: 2,
      next: 'http://x.test/api/books/?limit=1&offset=1',
      previous: null,
      results: [
        { id: 1, name: 'Un' },
        { id: 2, name: 'Deux "2" — l’été' },
      ],
    });
    expect(JSON.stringify(p)).toBe(text);
  });

  it('still reads as a page, and a copy or a change no longer carries the text', () => {
    const p = page();
    expect(p.results).toEqual([
      { id: 1, name: 'Un' },
      { id: 2, name: 'Deux "2" — l’été' },
    ]);
    const copy = { ...p, results: [] };
    expect(serializedBody(copy)).toBe(copy);
    p.results = [{ id: 3 }];
    expect(serializedBody(p)).toBe(p);
    expect(JSON.parse(JSON.stringify(p)).results).toEqual([{ id: 3 }]);
  });

  it('joins results given as UTF-8 bytes as it joins text', () => {
    const p = serializedPage({ count: 2, next: null, previous: null }, [Buffer.from('{"id":1,"name":"l’été"}'), '{"id":2}']);
    const body = serializedBody(p) as Buffer;
    expect(body.toString('utf8')).toBe('{"count":2,"next":null,"previous":null,"results":[{"id":1,"name":"l’été"},{"id":2}]}');
    expect(p.results).toEqual([{ id: 1, name: 'l’été' }, { id: 2 }]);
  });
});

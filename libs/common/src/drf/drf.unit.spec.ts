import { DrfValidationError } from './errors';
import { parseFieldTree, selectFields, treePaths } from './field-tree';
import { ListQuerySpec, parseListQuery, parseShapeQuery } from './list-query';
import { paginate } from './pagination';

const spec: ListQuerySpec = {
  ordering: { release: 'b.release', project__release: 'b.release', name: 'p.name' },
  defaultOrdering: ['-release'],
  expandable: ['author', 'cart_lines', 'cart_lines.product'],
  filters: { published: 'boolean', label: 'idOrSlug' },
};

function errorsOf(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    if (e instanceof DrfValidationError) return e.errors;
    throw e;
  }
  throw new Error('expected a DrfValidationError');
}

describe('list query parsing', () => {
  it('reads limit, offset, ordering with "-", filters and expansions', () => {
    const q = parseListQuery({ limit: '4', offset: '8', ordering: '-project__release,name', published: 'true', label: 'exemplaire', expand: 'cart_lines.product' }, spec);
    expect(q).toMatchObject({ limit: 4, offset: 8, filters: { published: true, label: 'exemplaire' } });
    expect(q.ordering).toEqual([
      { field: 'project__release', column: 'b.release', direction: 'DESC' },
      { field: 'name', column: 'p.name', direction: 'ASC' },
    ]);
    expect(q.expand).toEqual({ cart_lines: { product: {} } });
  });

  it('uses defaults, caps the limit and reads numeric labels as ids', () => {
    const q = parseListQuery({ limit: '5000', label: '1', published: '0' }, spec);
    expect(q).toMatchObject({ limit: 100, offset: 0, filters: { label: 1, published: false } });
    expect(q.ordering[0]).toMatchObject({ field: 'release', direction: 'DESC' });
  });

  it('refuses bad values with French messages, all at once', () => {
    expect(errorsOf(() => parseListQuery({ limit: '-1', offset: 'x', ordering: 'prix', published: 'bof' }, spec))).toEqual({
      limit: ['Assurez-vous que cette valeur est supérieure ou égale à 1.'],
      offset: ['Un nombre entier valide est requis.'],
      ordering: ['Champ de tri inconnu : « prix ». Valeurs possibles : release, project__release, name.'],
      published: ["« bof » n'est pas un booléen valide."],
    });
    expect(errorsOf(() => parseListQuery({ limit: 'abc' }, spec))).toEqual({ limit: ['Un nombre entier valide est requis.'] });
  });

  it('refuses an expansion the resource does not offer, dotted ones included', () => {
    expect(errorsOf(() => parseShapeQuery({ expand: 'author,cart_lines.variant' }, spec.expandable)).expand).toEqual([
      'Extension inconnue : « cart_lines.variant ». Valeurs possibles : author, cart_lines, cart_lines.product.',
    ]);
  });

  it('ignores unknown parameters', () => {
    expect(() => parseListQuery({ utm_source: 'x', page: 'abc' }, spec)).not.toThrow();
  });
});

describe('field trees', () => {
  it('parses dotted paths and lists them with their parents', () => {
    const tree = parseFieldTree('a,b.c,b.d.e');
    expect(tree).toEqual({ a: {}, b: { c: {}, d: { e: {} } } });
    expect(treePaths(tree!)).toEqual(['a', 'b', 'b.c', 'b.d', 'b.d.e']);
    expect(parseFieldTree(undefined)).toBeNull();
    expect(parseFieldTree(' , ')).toBeNull();
  });

  it('keeps the named fields and drops the omitted ones, at every level and in lists', () => {
    const value = { id: 1, title: 't', news: [{ id: 2, subject: 's', content: 'c' }], author: { name: 'n', bio: 'b' } };
    expect(selectFields(value, parseFieldTree('id,news.subject'), null)).toEqual({ id: 1, news: [{ subject: 's' }] });
    expect(selectFields(value, null, parseFieldTree('news,author.bio'))).toEqual({ id: 1, title: 't', author: { name: 'n' } });
  });
});

describe('pagination', () => {
  const url = 'http://shop.test/api/books/?label=1&limit=4';
  it('links the next page absolutely and has no previous on the first page', () => {
    expect(paginate(url, 10, [], 4, 0)).toEqual({ count: 10, next: 'http://shop.test/api/books/?label=1&limit=4&offset=4', previous: null, results: [] });
  });
  it('drops the offset when the previous page is the first one', () => {
    expect(paginate('http://shop.test/api/books/?limit=4&offset=4', 10, [], 4, 4).previous).toBe('http://shop.test/api/books/?limit=4');
    expect(paginate('http://shop.test/api/books/?limit=4&offset=8', 10, [], 4, 8)).toMatchObject({
      next: null,
      previous: 'http://shop.test/api/books/?limit=4&offset=4',
    });
  });
});

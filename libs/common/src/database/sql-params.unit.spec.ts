import { SqlParams, SubstitutingParams } from './sql-params';

describe('statement parameters', () => {
  it('numbers placeholders in the order values are added, with their casts', () => {
    const params = new SqlParams();
    expect([params.add('a'), params.add(2, 'int'), params.add('{}', 'jsonb')]).toEqual(['$1', '$2::int', '$3::jsonb']);
    expect(params.values).toEqual(['a', 2, '{}']);
  });

  it('rewrites in SQL the values holding the token, and only those', () => {
    // given parameters where a token stands for a number the statement draws
    const params = new SubstitutingParams('@n-1f3@', '(SELECT number FROM drawn)');
    // when a JSON value with the token, a plain value and the token alone are added
    const json = params.add(JSON.stringify({ number: '@n-1f3@', name: 'Jeanne' }), 'jsonb');
    const plain = params.add('Jeanne', 'text');
    const alone = params.add('@n-1f3@', 'text');
    // then the token is sent once, and each value holding it is replaced in SQL then cast
    expect(json).toBe('replace($2::text, $1::text, (SELECT number FROM drawn))::jsonb');
    expect(plain).toBe('$3::text');
    expect(alone).toBe('replace($4::text, $1::text, (SELECT number FROM drawn))');
    expect(params.values).toEqual(['@n-1f3@', '{"number":"@n-1f3@","name":"Jeanne"}', 'Jeanne', '@n-1f3@']);
  });
});

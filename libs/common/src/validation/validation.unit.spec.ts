import { inputErrors } from '../../../../test/support/dto';
import { DrfValidationError } from '../drf/errors';
import { parseFieldTree } from '../drf/field-tree';
import { parseListQuery } from '../drf/list-query';
import { readInput } from './drf-validation.pipe';
import { BooleanField, IdField, IntegerField, NestedListField, NumberField, TextField, TextItemsField } from './fields';
import { findUnsafeInput, unsafeCharacterMessage } from './input-guard';
import { listQueryDto } from './list-query.dto';

class Item {
  @IntegerField({ required: true, min: 1, max: 10, messages: { min: 'Au moins un.' } })
  quantity: number;

  @TextItemsField('text', { maxItems: 3, maxLength: 5 })
  notes?: string[];
}

class Form {
  @IdField({ required: true })
  id: number;

  @TextField({ maxLength: 5 })
  name?: string;

  @BooleanField()
  flag?: boolean;

  @NumberField({ min: 0, max: 100, decimals: 2 })
  amount?: number;

  @NestedListField(() => Item, { maxItems: 2 })
  items?: Item[];
}

describe('the DTO boundary', () => {
  it('reads DRF spellings and drops unknown fields', async () => {
    expect(await readInput(Form, { id: '12', name: '  abc ', flag: 'true', amount: '12,50', items: [{ quantity: '2', notes: [{ text: 'a' }, 'b'] }], extra: 1 })).toEqual(
      Object.assign(new Form(), { id: 12, name: 'abc', flag: true, amount: 12.5, items: [Object.assign(new Item(), { quantity: 2, notes: ['a', 'b'] })] }),
    );
  });

  it('answers every field error at once in DRF shape, nested per list item', async () => {
    expect(await inputErrors(Form, { id: 2147483648, name: 'abcdef', flag: 'bof', amount: 1.234, items: [{ quantity: 1 }, { quantity: 0, notes: ['123456'] }] })).toEqual({
      id: ['Assurez-vous que cette valeur est inférieure ou égale à 2147483647.'],
      name: ['Assurez-vous que ce champ comporte au plus 5 caractères.'],
      flag: ['Doit être un booléen valide.'],
      amount: ["Assurez-vous qu'il n'y a pas plus de 2 chiffres après la virgule."],
      items: [{}, { quantity: ['Au moins un.'], notes: ['Assurez-vous que ce champ comporte au plus 5 caractères.'] }],
    });
  });

  it('refuses missing required fields, wrong types, oversized lists and non-objects', async () => {
    expect(await inputErrors(Form, {})).toEqual({ id: ['Ce champ est obligatoire.'] });
    expect(await inputErrors(Form, { id: 'abc', items: 'x' })).toEqual({
      id: ['Un nombre entier valide est requis.'],
      items: ["Attendait une liste d'éléments mais a reçu « str »."],
    });
    expect(await inputErrors(Form, { id: 1, items: [{ quantity: 1 }, { quantity: 1 }, { quantity: 1 }] })).toEqual({
      items: ['Assurez-vous que cette liste ne comporte pas plus de 2 éléments.'],
    });
    expect(await inputErrors(Form, { id: '99999999999999999999999' })).toEqual({ id: ['Un nombre entier valide est requis.'] });
    expect(await inputErrors(Form, [1, 2])).toEqual({ non_field_errors: ['Données invalides. Un objet JSON est attendu.'] });
    expect(await inputErrors(Form, { id: 1, items: ['x'] })).toEqual({ items: [{ non_field_errors: [expect.stringMatching(/^Données invalides/)] }] });
  });

  it('refuses anything but a string in a text field: a JSON number is no text (`-1` for a name)', async () => {
    const notText = "Ce champ n'est pas une chaîne de caractères valide.";
    for (const name of [-1, 0, 12.5, true, { text: 'a' }, ['a']]) {
      expect(await inputErrors(Form, { id: 1, name })).toEqual({ name: [notText] });
    }
    // each item of a list of texts too, given bare or under its key
    expect(await inputErrors(Form, { id: 1, items: [{ quantity: 1, notes: ['a', 5] }] })).toEqual({ items: [{ notes: [notText] }] });
    expect(await inputErrors(Form, { id: 1, items: [{ quantity: 1, notes: [{ text: 5 }] }] })).toEqual({ items: [{ notes: [notText] }] });
    expect(await inputErrors(Form, { id: 1, items: [{ quantity: 1, notes: [null] }] })).toEqual({ items: [{ notes: [notText] }] });
  });

  it('reads a French decimal comma as a point, counting the decimals as typed', async () => {
    const amount = async (value: unknown) => (await readInput(Form, { id: 1, amount: value })).amount;
    expect(await amount('10,5')).toBe(10.5);
    expect(await amount(' 10,50 ')).toBe(10.5);
    expect(await amount('10.5')).toBe(10.5);
    expect(await amount(10.5)).toBe(10.5);
    const tooPrecise = { amount: ["Assurez-vous qu'il n'y a pas plus de 2 chiffres après la virgule."] };
    // never read as 10,50 € or 1 €: three decimals are three decimals, whatever the zeros
    expect(await inputErrors(Form, { id: 1, amount: '10,500' })).toEqual(tooPrecise);
    expect(await inputErrors(Form, { id: 1, amount: '1,000' })).toEqual(tooPrecise);
    expect(await inputErrors(Form, { id: 1, amount: '10.500' })).toEqual(tooPrecise);
    for (const value of ['1.000,50', '1 000,50', '10,5 €', '10,', ',5', '10,5,0']) {
      expect(await inputErrors(Form, { id: 1, amount: value })).toEqual({ amount: ['Un nombre valide est requis.'] });
    }
  });

  it('reads a repeated query parameter by its last value, and bounds list parameters', async () => {
    class Books extends listQueryDto({ ordering: { name: 'p.name' }, defaultOrdering: ['name'], filters: { label: 'idOrSlug', published: 'boolean' } }) {}
    const query = await readInput(Books, { limit: ['5', '7'], ordering: '-name' }, 'query');
    expect(query).toMatchObject({ limit: 7, ordering: '-name' });
    expect(await inputErrors(Books, { offset: '99999999999999999999', label: '2147483648', ordering: 'constructor' }, 'query')).toEqual({
      offset: [expect.stringMatching(/^Un nombre entier valide|inférieure ou égale/)],
      label: ['Assurez-vous que cette valeur est inférieure ou égale à 2147483647.'],
      ordering: ['Champ de tri inconnu : « constructor ». Valeurs possibles : name.'],
    });
  });
});

describe('allowlists and trees', () => {
  it('ordering names are own properties only', () => {
    const spec = { ordering: { name: 'p.name' }, defaultOrdering: ['name'] };
    for (const name of ['constructor', '__proto__', 'toString']) {
      expect(() => parseListQuery({ ordering: name }, spec)).toThrow(DrfValidationError);
    }
  });

  it('a field tree never writes to Object.prototype', () => {
    const tree = parseFieldTree('__proto__.polluted,constructor.prototype.x');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(tree, '__proto__')).toBe(true);
  });
});

describe('the input guard', () => {
  it('names NUL bytes and lone surrogates, keeps well-formed pairs', () => {
    expect(unsafeCharacterMessage('a\u0000b')).toBe('Les caractères null ne sont pas autorisés.');
    expect(unsafeCharacterMessage('x\ud800')).toBe('Les caractères de substitution ne sont pas autorisés : U+D800.');
    expect(unsafeCharacterMessage('\udc00')).toBe('Les caractères de substitution ne sont pas autorisés : U+DC00.');
    expect(unsafeCharacterMessage('émoji 📚')).toBeNull();
  });

  it('finds them anywhere in a parsed input, under the top-level field, and refuses deep nesting', () => {
    expect(findUnsafeInput({ a: 'ok', b: [{ c: 'x\u0000' }] })).toEqual({ field: 'b', message: 'Les caractères null ne sont pas autorisés.' });
    expect(findUnsafeInput({ 'k\u0000': 1 })).toEqual({ field: 'non_field_errors', message: 'Les caractères null ne sont pas autorisés.' });
    let deep: unknown = 1;
    for (let i = 0; i < 20; i++) deep = [deep];
    expect(findUnsafeInput({ d: deep })).toEqual({ field: 'd', message: 'Données invalides : imbrication trop profonde.' });
    expect(findUnsafeInput({ a: { b: [1, 'deux'] } })).toBeNull();
    expect(findUnsafeInput('\u0000')).toEqual({ field: 'non_field_errors', message: 'Les caractères null ne sont pas autorisés.' });
  });
});

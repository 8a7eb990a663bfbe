import { getMetadataStorage, IsInt, IsString, Min, validate } from 'class-validator';
import { cacheValidationMetadata } from './metadata-cache';

class Named {
  @IsString()
  name: unknown;
}

class Counted extends Named {
  @IsInt()
  @Min(1)
  count: unknown;
}

const failing = async (value: object) => (await validate(value)).map((error) => error.property).sort();

describe("class-validator's rules, remembered per class", () => {
  beforeAll(() => cacheValidationMetadata());

  it('applies a class its own rules and its parents', async () => {
    expect(await failing(Object.assign(new Counted(), { name: 3, count: 0 }))).toEqual(['count', 'name']);
    expect(await failing(Object.assign(new Counted(), { name: 'a', count: 2 }))).toEqual([]);
    // asked again, answered from memory: the same
    expect(await failing(Object.assign(new Counted(), { name: 3, count: 2 }))).toEqual(['name']);
    expect(await failing(Object.assign(new Named(), { name: 3 }))).toEqual(['name']);
  });

  it('sees the rules of a class declared after the first validations', async () => {
    await failing(Object.assign(new Counted(), { name: 'a', count: 2 }));
    class Later extends Counted {
      @IsString()
      note: unknown;
    }
    expect(await failing(Object.assign(new Later(), { name: 'a', count: 2, note: 4 }))).toEqual(['note']);
    expect(await failing(Object.assign(new Counted(), { name: 'a', count: 2, note: 4 }))).toEqual([]);
  });

  it('works a class out once, and is installed once however many pipes ask', () => {
    const storage = getMetadataStorage() as unknown as { getTargetValidationMetadatas(...args: unknown[]): unknown[] };
    const rules = storage.getTargetValidationMetadatas(Counted, '', false, false);
    expect(rules).toHaveLength(3);
    expect(storage.getTargetValidationMetadatas(Counted, '', false, false)).toBe(rules);
    const installed = storage.getTargetValidationMetadatas;
    cacheValidationMetadata();
    expect(storage.getTargetValidationMetadatas).toBe(installed);
  });
});

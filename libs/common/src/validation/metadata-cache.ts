import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

type Storage = ReturnType<typeof getMetadataStorage> & {
  getTargetValidationMetadatas(target: object, schema: string, always: boolean, strictGroups: boolean, groups?: string[]): ValidationMetadata[];
  groupByPropertyName(metadata: ValidationMetadata[]): Record<string, ValidationMetadata[]>;
};

const CACHED = Symbol.for('shop.validation-metadata-cached');

/**
 * Remembers, per DTO class, which of class-validator's rules apply to it, instead of working it out
 * again at every request: class-validator looks for a class's rules by testing it against every
 * class that has rules (its parents' rules are found so), some hundreds here, on every validation
 * and for each nested object. The rules are declared by decorators as classes load; a rule added
 * later (a module loaded late) empties the memory. What class-validator answers is unchanged: it only
 * reads these lists.
 */
export function cacheValidationMetadata(): void {
  const storage = getMetadataStorage() as Storage & { [CACHED]?: true };
  if (storage[CACHED]) return;
  storage[CACHED] = true;
  let targets = new Map<object, Map<string, ValidationMetadata[]>>();
  let grouped = new WeakMap<ValidationMetadata[], Record<string, ValidationMetadata[]>>();
  const forget = () => {
    targets = new Map();
    grouped = new WeakMap();
  };
  const rulesOf = storage.getTargetValidationMetadatas.bind(storage);
  const groupOf = storage.groupByPropertyName.bind(storage);
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    let ofTarget = targets.get(target);
    if (!ofTarget) targets.set(target, (ofTarget = new Map()));
    let rules = ofTarget.get(key);
    if (!rules) ofTarget.set(key, (rules = rulesOf(target, schema, always, strictGroups, groups)));
    return rules;
  };
  storage.groupByPropertyName = (metadata) => {
    let byProperty = grouped.get(metadata);
    if (!byProperty) grouped.set(metadata, (byProperty = groupOf(metadata)));
    return byProperty;
  };
  for (const method of ['addValidationMetadata', 'addConstraintMetadata', 'addValidationSchema'] as const) {
    const add = (storage[method] as (...args: unknown[]) => void).bind(storage);
    (storage as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args: unknown[]) => {
      forget();
      add(...args);
    };
  }
}

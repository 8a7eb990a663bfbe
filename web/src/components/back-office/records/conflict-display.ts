import { formatAuditValue, type AuditVocabulary } from './format-audit';
import { useLabelChoices } from './label-choices';
import { knownNames } from './record-choices';

/** A form value as the 409 comparison shows it; undefined leaves it to the common rules. */
export type DisplayOverride = (name: string, value: unknown) => string | undefined;

/**
 * How a form's values read in the 409 comparison: a collection, author, book or campaign by its name, the
 * rest as the audit trail writes it (prices in euros, HTML as text, yes/no). A form adds its own cases.
 */
export function useConflictDisplay(own?: DisplayOverride, vocabulary: AuditVocabulary = {}) {
  const labels = useLabelChoices();
  return (name: string, value: unknown): string => {
    const mine = own?.(name, value);
    if (mine !== undefined) return mine;
    const references = {
      label: new Map(labels.map((l) => [l.id, l.name])),
      author: new Map(knownNames('author')),
      book: new Map(knownNames('book')),
      campaign: new Map(knownNames('campaign')),
    };
    return formatAuditValue(name, value, { ...vocabulary, references: { ...references, ...vocabulary.references } });
  };
}

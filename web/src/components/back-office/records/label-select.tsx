import { SelectField } from '@/components/ui/form';
import type { FormApi, FormValues } from '@/hooks/use-form';
import { useLabelChoices } from './label-choices';

/** The 'Collection' select of a record's form: every label, one required. */
export function LabelSelectField<V extends FormValues>({ form, name = 'label' as keyof V & string }: { form: FormApi<V>; name?: keyof V & string }) {
  const labels = useLabelChoices();
  return (
    <SelectField form={form} name={name} label="Collection" required placeholder="Choisir une collection" options={labels.map((l) => ({ value: String(l.id), label: l.name }))} />
  );
}

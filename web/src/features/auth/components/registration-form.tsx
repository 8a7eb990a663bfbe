import { FormAlert, SubmitButton } from '@/components/ui/form';
import { useForm } from '@/hooks/use-form';
import { registerUser } from '../api/register';
import { validateRegistration, type RegistrationValues } from '../utils/validation';
import { AccountFields, ConsentFields } from './registration-fields';

/**
 * The reader's sign-up (spec §2, §5, §8): the spec's messages under each field; the API's field
 * errors mark their fields, its `detail` shows above the form.
 */
export function RegistrationForm({ labelSlug, onRegistered }: { labelSlug: string; onRegistered: (email: string) => void }) {
  const form = useForm<RegistrationValues>({
    initial: { email: '', password: '', password2: '', subscribed: false, acceptCgu: false },
    validate: validateRegistration,
    onSubmit: async (values) => {
      await registerUser({ ...values, email: values.email.trim(), isBookseller: false, label: labelSlug });
      onRegistered(values.email.trim());
    },
  });
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      <AccountFields form={form} />
      <ConsentFields form={form} labelSlug={labelSlug} />
      <SubmitButton sending={form.sending} className="button button--block">
        Créer mon compte
      </SubmitButton>
    </form>
  );
}

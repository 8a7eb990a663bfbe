import { ApiError } from '@/lib/api-client';
import { CheckboxField, FormAlert, SubmitButton, TextField } from '@/components/ui/form';
import { useForm } from '@/hooks/use-form';
import type { UserProfile } from '@/types/api';
import { updateProfile } from '../api/update-profile';
import { ACCOUNT_MESSAGES, validateProfile, type ProfileValues } from '../utils/validation';
import { openSavedModal } from './saved-modal';

/**
 * Spec §2 'informations', §5, §8: the nickname (2 characters at least) and the newsletter. A 403
 * means the nickname is taken; a 400 shows the API's messages; success opens the 'saved' modal.
 */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const form = useForm<ProfileValues>({
    initial: { nickname: profile.nickname ?? '', subscribed: Boolean(profile.subscribed) },
    validate: validateProfile,
    onSubmit: async ({ nickname, subscribed }) => {
      await updateProfile({ nickname: nickname.trim(), subscribed });
      openSavedModal('Vos informations ont bien été enregistrées.');
    },
    describeError: (error) => (error instanceof ApiError && error.status === 403 ? ACCOUNT_MESSAGES.nicknameTaken : null),
  });
  return (
    <form className="form account-form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      <TextField form={form} name="nickname" label="Nom d'utilisateur" autoComplete="nickname" hint="Affiché avec vos soutiens, si vous le souhaitez." required />
      <CheckboxField form={form} name="subscribed" label="Je souhaite recevoir la lettre d'information (environ deux envois par mois)" />
      <SubmitButton sending={form.sending}>Enregistrer</SubmitButton>
    </form>
  );
}

import { FormAlert, SubmitButton, TextField } from '@/components/ui/form';
import { closeModal, openModal } from '@/components/ui/modal';
import { useForm } from '@/hooks/use-form';
import { ApiError } from '@/lib/api-client';
import { addVoucher } from '../api/vouchers';
import type { AccountVoucher } from '../types';
import { ACCOUNT_MESSAGES } from '../utils/validation';

/** Spec §9: a voucher code has at most 8 characters. */
export const VOUCHER_CODE_MAX_LENGTH = 8;

/** The 'add-voucher' modal's form: a code, checked by the API, whose French messages show under it. */
export function AddVoucherForm({ onAdded }: { onAdded: (voucher: AccountVoucher) => void }) {
  // The field is named 'voucher' here: forms read a top-level `code` of an error body as an error code, not a field.
  const form = useForm<{ voucher: string }>({
    initial: { voucher: '' },
    validate: ({ voucher }) => ({ voucher: voucher.trim() === '' ? ACCOUNT_MESSAGES.voucherCodeRequired : undefined }),
    onSubmit: async ({ voucher }) => {
      let added: AccountVoucher;
      try {
        added = await addVoucher(voucher.trim().toUpperCase());
      } catch (error) {
        if (error instanceof ApiError && Array.isArray(error.body.code)) {
          throw new ApiError(error.message, error.status, { voucher: error.body.code });
        }
        throw error;
      }
      closeModal();
      onAdded(added);
    },
  });
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit} data-modal="add-voucher">
      <FormAlert message={form.formError} />
      <TextField
        form={form}
        name="voucher"
        label="Code du bon d'achat"
        maxLength={VOUCHER_CODE_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        hint="Le code à 8 caractères inscrit sur votre carte cadeau."
        required
      />
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={closeModal}>
          Annuler
        </button>
        <SubmitButton sending={form.sending}>Ajouter</SubmitButton>
      </div>
    </form>
  );
}

/** Opens the 'add-voucher' modal (spec §2). */
export function openAddVoucherModal(onAdded: (voucher: AccountVoucher) => void): void {
  openModal({ title: "Ajouter un bon d'achat", body: <AddVoucherForm onAdded={onAdded} /> });
}

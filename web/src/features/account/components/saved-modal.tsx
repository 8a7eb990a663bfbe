import { closeModal, openModal } from '@/components/ui/modal';

/** Spec §2, §8: the 'saved' modal shown after a profile or contribution preferences are saved. */
export function openSavedModal(message = 'Vos modifications ont bien été enregistrées.'): void {
  openModal({
    title: 'Enregistré',
    body: (
      <div className="saved-modal" data-modal="saved">
        <p>{message}</p>
        <div className="modal__actions">
          <button type="button" className="button" onClick={closeModal}>
            Fermer
          </button>
        </div>
      </div>
    ),
  });
}

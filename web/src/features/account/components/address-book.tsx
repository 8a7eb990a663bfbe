import { useId, useState } from 'react';
import { useConfirm } from '@/components/back-office/confirm-dialog';
import { openAddressDialog } from '@/components/address/address-form';
import { ApiError } from '@/lib/api-client';
import { deleteAddress, useAddresses } from '@/lib/addresses';
import type { Address } from '@/types/api';

/** An address as the book shows it: its name, the person, the street, the town and the country. */
function AddressCard({ address }: { address: Address }) {
  return (
    <address className="address-book__lines">
      {address.name && <strong>{address.name}</strong>}
      <span>{`${address.firstname} ${address.lastname}`}</span>
      <span>{address.address}</span>
      {address.address_line_2 && <span>{address.address_line_2}</span>}
      {address.address_line_3 && <span>{address.address_line_3}</span>}
      <span>{`${address.postal_code} ${address.city}`}</span>
      <span>{address.country?.name ?? ''}</span>
      {address.phone && <span>{address.phone}</span>}
    </address>
  );
}

/** How a person names one address in a button's accessible name. */
const describe = (a: Address) => [a.name, `${a.firstname} ${a.lastname}`, `${a.postal_code} ${a.city}`].filter(Boolean).join(', ');

/**
 * « Mes adresses »: the reader's address book, the one the checkout offers. Add one, change one in
 * the 'edit-address' dialog, delete one after a question (an address an order went to stays with
 * the order, out of the book).
 */
export function AddressBook({ userId }: { userId: number | null }) {
  const titleId = useId();
  const { data: addresses, error, mutate } = useAddresses(userId);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { confirm, dialog } = useConfirm();

  const remove = async (address: Address) => {
    const ok = await confirm({
      title: 'Supprimer cette adresse ?',
      message: <p>{`${describe(address)} disparaîtra de votre carnet. Vos commandes passées gardent l’adresse où elles sont parties.`}</p>,
      confirmText: 'Supprimer',
      cancelText: 'Garder l’adresse',
    });
    if (!ok) return;
    setNotice(null);
    try {
      await deleteAddress(userId, address.id);
      setNotice({ ok: true, text: 'Adresse supprimée.' });
    } catch (caught) {
      setNotice({ ok: false, text: caught instanceof ApiError ? caught.message : 'L’adresse n’a pas pu être supprimée. Veuillez réessayer.' });
    }
  };
  const saved = (text: string) => () => setNotice({ ok: true, text });

  return (
    <section className="address-book" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        Carnet d’adresses
      </h2>
      <p role="status" className="address-book__notice">
        {notice && <span className={notice.ok ? 'notice' : 'notice notice--error'}>{notice.text}</span>}
      </p>
      {error && !addresses ? (
        <p className="notice notice--error">
          Vos adresses n’ont pas pu être chargées.{' '}
          <button type="button" className="button button--small button--ghost" onClick={() => void mutate()}>
            Réessayer
          </button>
        </p>
      ) : !addresses ? (
        <p role="status" className="account-loading">
          Chargement de vos adresses…
        </p>
      ) : addresses.length === 0 ? (
        <p className="account-empty">Vous n’avez pas encore d’adresse : ajoutez-en une, elle vous sera proposée à la commande.</p>
      ) : (
        <ul className="address-book__list">
          {addresses.map((address) => (
            <li key={address.id} className="address-book__item">
              <AddressCard address={address} />
              <div className="address-book__actions">
                <button type="button" className="button button--small button--ghost" onClick={() => openAddressDialog(userId, saved('Adresse modifiée.'), address)}>
                  Modifier<span className="visually-hidden"> l’adresse {describe(address)}</span>
                </button>
                <button type="button" className="button button--small button--ghost" onClick={() => void remove(address)}>
                  Supprimer<span className="visually-hidden"> l’adresse {describe(address)}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--small" onClick={() => openAddressDialog(userId, saved('Adresse ajoutée.'))}>
        Ajouter une adresse
      </button>
      {dialog}
    </section>
  );
}

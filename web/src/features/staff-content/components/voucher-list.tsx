import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadFailed, DelayedLoading, Pager } from '@/components/back-office/page-states';
import { StaffTableBox } from '@/components/back-office/table-box';
import { PAGE_SIZE } from '@/components/back-office/records/list-query';
import { ListCount } from '@/components/back-office/records/list-count';
import { SearchField } from '@/components/back-office/records/search-field';
import { useDebounced } from '@/hooks/use-debounced';
import { formatDate, formatPrice } from '@/lib/format';
import '@/components/back-office/records/records.css';
import { useStaffVouchers } from '../api/vouchers';
import type { VoucherStatus } from '../types';

export const VOUCHER_STATUS_TEXT: Record<VoucherStatus, string> = { usable: 'Utilisable', used: 'Utilisé', expired: 'Expiré' };
const STATUS_PARAM: Record<string, VoucherStatus> = { utilisables: 'usable', utilises: 'used', expires: 'expired' };

/** Every voucher (gift cards and staff's): searched by code or email, filtered by status, newest first, 25 per page. */
export function VoucherList({ base }: { base: string }) {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const search = useDebounced(typed, 300).trim();
  const status = params.get('etat') ?? '';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const statusId = useId();
  const set = (changes: Record<string, string | null>, keepOffset = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!keepOffset) next.delete('offset');
        return next;
      },
      { replace: !keepOffset },
    );
  useEffect(() => {
    if ((params.get('q') ?? '') !== search) set({ q: search || null });
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps
  const { page, error, isLoading, retry } = useStaffVouchers(search, STATUS_PARAM[status] ?? '', offset);
  const filtered = Boolean(search || status);
  return (
    <section aria-labelledby="staff-vouchers-title">
      <h2 id="staff-vouchers-title" className="visually-hidden">
        Bons d’achat
      </h2>
      <div className="staff-list-tools">
        <form className="staff-list-tools__filters" role="search" onSubmit={(event) => event.preventDefault()}>
          <SearchField label="Rechercher un bon" placeholder="Code ou adresse e-mail" value={typed} onChange={setTyped} />
          <div className="field">
            <label htmlFor={statusId} className="field__label">
              État
            </label>
            <select id={statusId} className="field__input field__select" value={status} onChange={(event) => set({ etat: event.target.value || null })}>
              <option value="">Tous</option>
              <option value="utilisables">Utilisables</option>
              <option value="utilises">Utilisés</option>
              <option value="expires">Expirés</option>
            </select>
          </div>
        </form>
        <Link to={`${base}/bons/nouveau`} className="button staff-list-tools__new">
          Émettre un bon
        </Link>
      </div>
      {error && !page ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : !page ? (
        <DelayedLoading>Chargement des bons d’achat…</DelayedLoading>
      ) : page.results.length === 0 ? (
        <p className="staff-empty">{filtered ? 'Aucun bon d’achat ne correspond à cette recherche.' : 'Aucun bon d’achat pour le moment.'}</p>
      ) : (
        <>
          <ListCount offset={offset} count={page.count} updating={isLoading} />
          <StaffTableBox label="Bons d’achat">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Valeur</th>
                  <th scope="col">Reste</th>
                  <th scope="col">Expire le</th>
                  <th scope="col">État</th>
                  <th scope="col">Adresse</th>
                </tr>
              </thead>
              <tbody>
                {page.results.map((voucher) => (
                  <tr key={voucher.id}>
                    <td>
                      <Link to={`${base}/bons/${voucher.id}`} className="staff-table__ref-name staff-voucher-code">
                        {voucher.code}
                      </Link>
                    </td>
                    <td>{formatPrice(voucher.value)}</td>
                    <td>{formatPrice(voucher.remaining)}</td>
                    <td>{voucher.expiration_date ? formatDate(voucher.expiration_date) : 'Sans date limite'}</td>
                    <td>{VOUCHER_STATUS_TEXT[voucher.status]}</td>
                    <td className="staff-table__breakable">{voucher.owner?.email ?? voucher.email ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </StaffTableBox>
          <Pager label="Pages des bons d’achat" offset={offset} pageSize={PAGE_SIZE} hasNext={Boolean(page.next)} onGo={(to) => set({ offset: to ? String(to) : null }, true)} />
        </>
      )}
    </section>
  );
}

import { api } from '@/lib/api-client';
import type { AccountVoucher } from '../types';
import { usePagedList } from './paged';

/** Vouchers per page of the gift-card list. */
export const VOUCHER_PAGE_SIZE = 12;

/** `GET api/vouchers/`: the account's vouchers, newest first, page after page. */
export function useVouchers() {
  return usePagedList<AccountVoucher>('vouchers/', { limit: VOUCHER_PAGE_SIZE });
}

/** `POST api/vouchers/` {code}: attaches a voucher to the account (400 `{code: [...]}` in French otherwise). */
export function addVoucher(code: string): Promise<AccountVoucher> {
  return api.post<AccountVoucher>('vouchers/', { code });
}

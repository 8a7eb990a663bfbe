import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import type { BulkShipOutcome, Parcel, ParcelStatusFilter } from '../types';

export const PARCELS_PAGE_SIZE = 100;

const parcelsKey = (status: ParcelStatusFilter, mode: string, search: string, offset: number) =>
  `staff/parcels/?${new URLSearchParams({
    status,
    ...(mode ? { mode } : {}),
    ...(search ? { search } : {}),
    ordering: status === 'shipped' ? '-expected_expedition_date' : 'expected_expedition_date',
    limit: String(PARCELS_PAGE_SIZE),
    offset: String(offset),
  })}`;

/** `GET api/staff/parcels/`: one page of the paid orders' parcels, by the day they can leave. */
export function useParcels(status: ParcelStatusFilter, mode: string, search: string, offset: number) {
  const {
    data,
    error,
    isLoading,
    mutate: reload,
  } = useSWR<Page<Parcel>, Error>(parcelsKey(status, mode, search, offset), (path: string) => api.get<Page<Parcel>>(path, { retries: 3 }), {
    keepPreviousData: true,
  });
  return { page: data, error, isLoading, retry: () => void reload() };
}

const refreshParcels = () => mutate((key) => typeof key === 'string' && key.startsWith('staff/parcels/'));

/** `POST api/staff/parcels/{id}/ship/`: 'Marquer expédié'. */
export async function shipParcel(parcel: Parcel, trackingNumber: string): Promise<Parcel> {
  const shipped = await api.post<Parcel>(`staff/parcels/${encodeURIComponent(parcel.id)}/ship/`, { carrier: parcel.mode, tracking_number: trackingNumber.trim() || null });
  await refreshParcels();
  return shipped;
}

/** `POST api/staff/parcels/{id}/ready/`: 'Prêt à être retiré'. */
export async function markParcelReady(parcel: Parcel): Promise<Parcel> {
  const ready = await api.post<Parcel>(`staff/parcels/${encodeURIComponent(parcel.id)}/ready/`);
  await refreshParcels();
  return ready;
}

/** `POST api/staff/parcels/ship/`: several parcels of one carrier. */
export async function shipParcels(carrier: 'colissimo' | 'mondial_relay', parcels: { id: string; tracking_number: string | null }[]): Promise<BulkShipOutcome> {
  const outcome = await api.post<BulkShipOutcome>('staff/parcels/ship/', { carrier, parcels });
  await refreshParcels();
  return outcome;
}

/** `POST api/staff/parcels/{id}/label/`: 'Créer l’étiquette' (the one already made, if any). */
export async function createRelayLabel(parcel: Parcel, weightGrams: number): Promise<Parcel> {
  const labelled = await api.post<Parcel>(`staff/parcels/${encodeURIComponent(parcel.id)}/label/`, { weight_grams: weightGrams });
  await refreshParcels();
  return labelled;
}

import { formatDate } from '@/lib/format';
import type { SearchResult } from '../types';

/**
 * The line under a result's title: who wrote it (or, for an event, when and where), then its label,
 * since a result may come from another label than the page's.
 */
export function resultDetails(result: Pick<SearchResult, 'kind' | 'start_date' | 'subtitle' | 'label'>): string {
  const who = result.kind === 'event' ? [result.start_date ? formatDate(result.start_date) : null, result.subtitle] : [result.subtitle];
  return [...who, result.label.name].filter((part): part is string => Boolean(part)).join(' · ');
}

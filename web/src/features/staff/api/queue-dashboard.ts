import { QUEUE_DASHBOARD_URL } from '@/config/paths';
import { api } from '@/lib/api-client';

/**
 * Opens the queue dashboard: `POST api/staff/queue-dashboard/session/` (bearer) sets a short-lived
 * HttpOnly cookie valid for /admin/queues, which the browser then carries there (a page load
 * cannot send a bearer header).
 */
export async function openQueueDashboard(go: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  await api.post('staff/queue-dashboard/session/');
  go(QUEUE_DASHBOARD_URL);
}

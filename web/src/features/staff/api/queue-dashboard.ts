import { QUEUE_DASHBOARD_URL } from '@/config/paths';
import { api } from '@/lib/api-client';

/** Where the dashboard opens: a tab of its own, opened at the click (a tab opened after an await is a blocked pop-up). */
export interface DashboardTab {
  go(url: string): void;
  close(): void;
}

/** A new browser tab, blank until the cookie is set; the back office stays in its own. */
export function newTab(): DashboardTab | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null;
  return { go: (url) => tab.location.assign(url), close: () => tab.close() };
}

/** This tab: where a browser that refused a new one goes. */
const thisTab: DashboardTab = { go: (url) => window.location.assign(url), close: () => undefined };

/**
 * Opens the queue dashboard: `POST api/staff/queue-dashboard/session/` (bearer) sets a short-lived
 * HttpOnly cookie valid for /admin/queues, which the browser then carries there (a page load
 * cannot send a bearer header). The tab is given by the click; closed again if the API refuses.
 */
export async function openQueueDashboard(tab: DashboardTab | null): Promise<void> {
  const target = tab ?? thisTab;
  try {
    await api.post('staff/queue-dashboard/session/');
  } catch (error) {
    target.close();
    throw error;
  }
  target.go(QUEUE_DASHBOARD_URL);
}

/**
 * Spec §2: after navigation the page scrolls to the top, except for these urls: tabs and sections
 * shown inside a page that stays (campaign tabs, the 'about' sub-pages).
 */
export const KEEP_SCROLL_SEGMENTS = ['description', 'news', 'contributions', 'faq', 'nous', 'constat', 'projet', 'charte', 'editer'] as const;

/**
 * Whether a navigation to `pathname` keeps the scroll position. The words are matched as whole path
 * segments: '/a-propos/projet' keeps it, while '/projets' (the projects page, a page of its own) and
 * a book whose slug merely contains 'description' go to the top like any other page.
 */
export function keepsScroll(pathname: string): boolean {
  return pathname.split('/').some((segment) => (KEEP_SCROLL_SEGMENTS as readonly string[]).includes(segment));
}

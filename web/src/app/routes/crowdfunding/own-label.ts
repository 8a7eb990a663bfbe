/**
 * The same page under the campaign's own label, when it was opened under another one; null when it
 * is already there (or its label is unknown). A campaign lives in one label: there its theme, and
 * its label's switches, apply.
 */
export function ownLabelPath(pathname: string, currentLabel: string, campaignLabel: string | null | undefined): string | null {
  if (!campaignLabel || campaignLabel === currentLabel) return null;
  const prefix = `/${currentLabel}/`;
  if (!pathname.startsWith(prefix)) return null;
  return `/${campaignLabel}/${pathname.slice(prefix.length)}`;
}

/**
 * A control (or a group of them) whose last change is being saved: it says so (aria-disabled,
 * aria-busy) and its handlers ignore changes meanwhile, but it stays focusable. Disabling it would
 * send the keyboard's focus to the page's start (WCAG 2.4.3) as the shopper moves through the
 * delivery modes with the arrow keys, or comes back from the relay dialog.
 */
export const savingProps = (saving: boolean) => (saving ? ({ 'aria-disabled': true, 'aria-busy': true } as const) : {});

const candidates =
  'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable]:not([contenteditable="false"])';

/** The elements Tab visits, in document order (positive tabindex values are not used in this product). */
export function tabbableElements(root: Document): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(candidates)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.matches(':disabled') &&
      !(el instanceof HTMLInputElement && el.type === 'hidden') &&
      !el.closest('[inert]') &&
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== 'hidden',
  );
}

/**
 * Moves focus to the element Tab (or Shift+Tab) reaches from `from`, as the browser would had focus
 * been there; stays on `from` at either end of the page.
 */
export function focusNextTabbable(from: HTMLElement, backwards: boolean): void {
  const list = tabbableElements(from.ownerDocument);
  const index = list.indexOf(from);
  const target = index === -1 ? from : (list[backwards ? index - 1 : index + 1] ?? from);
  target.focus();
}

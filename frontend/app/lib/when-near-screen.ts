/**
 * Resolves when the pre-rendered element `id` comes within a screen of the viewport, so code for the lower
 * part of a page loads as the visitor scrolls towards it rather than with the page. It resolves at once where
 * there is nothing to wait for: while pre-rendering (no document), after a client-side navigation (the
 * element is not in the page yet: the screen is rendered afresh) and in a browser without IntersectionObserver.
 * Tabbing into the element, or following a link to it, brings it on screen too.
 */
export function whenNearScreen(id: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((near) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        near();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
  });
}

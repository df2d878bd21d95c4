/** What counts as the visitor turning to the page. */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'scroll', 'touchstart'] as const;

/** Calls `callback` once, when the visitor first scrolls, touches, clicks, types or tabs. */
export function onEngagement(callback: () => void): void {
  const engaged = () => {
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, engaged, true);
    callback();
  };
  for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, engaged, { capture: true, passive: true });
}

/**
 * Calls `callback` once: at the visitor's first engagement (see onEngagement) or once the
 * page has loaded, whichever comes first. "Loaded" is after the load event has run, not
 * during it: what the callback asks for is no part of the page's load.
 */
export function onEngagementOrLoad(callback: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    callback();
  };
  onEngagement(once);
  const afterLoad = () => window.setTimeout(once);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

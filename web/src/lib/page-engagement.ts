/** What counts as the visitor turning to the page. */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'scroll', 'touchstart'] as const;

/**
 * Calls `callback` once: when the visitor first scrolls, touches, clicks, types or tabs, or
 * else when the page has loaded (`idle`: and the browser is then idle), whichever comes first.
 */
export function onEngagementOrLoad(callback: () => void, { idle }: { idle: boolean }): void {
  let called = false;
  const done = () => {
    if (called) return;
    called = true;
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, done, true);
    callback();
  };
  for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
  const afterLoad = () => {
    if (!idle) done();
    else if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(done, { timeout: 2_000 });
    else window.setTimeout(done, 0);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

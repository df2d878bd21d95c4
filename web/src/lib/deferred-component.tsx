import { lazy, useEffect, useRef, type ComponentType, type ReactNode } from 'react';

let pageIdle: Promise<void> | undefined;

/** What counts as the visitor turning to the page: after any of these, waiting is over. */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'scroll', 'touchstart'] as const;

/**
 * Resolves once the page has loaded and the browser is idle, or as soon as the visitor
 * scrolls, touches, clicks, types or tabs, whichever comes first; at once when
 * prerendering. Scrolling stands for "a form is getting near": on the landing page the
 * forms sit well below the first screen.
 */
function whenPageIdle(): Promise<void> {
  if (import.meta.env.SSR) return Promise.resolve();
  pageIdle ??= new Promise((resolve) => {
    const done = () => {
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(done, { timeout: 2_000 });
      else window.setTimeout(done, 0);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return pageIdle;
}

/**
 * A component whose code (and the libraries only it uses) is fetched when the page is idle
 * or the visitor engages (see whenPageIdle), never before the first paint. Render it inside
 * its own <Suspense>: a prerendered page keeps showing its HTML until the code is there to
 * hydrate it; a page rendered in the browser shows the fallback meanwhile.
 */
export function deferredComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return lazy(async () => {
    await whenPageIdle();
    const Component = await load();
    return {
      default: (props: Props) => (
        <DeferredContents>
          <Component {...props} />
        </DeferredContents>
      ),
    };
  });
}

/** Wraps what a deferred component renders (with `display: contents`, so layout is unchanged). */
const DEFERRED_CONTENTS_CLASS = 'deferred-contents';
const LIVE_ATTRIBUTE = 'data-live';
const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';

/**
 * A prerendered form inside a deferred component (the landing page's lead forms) is on the
 * page before its code. A submit meanwhile (a click on its button, Enter in a field) would be
 * the browser's own, a GET of the page with the visitor's details in the address: it is held
 * instead, and sent again once the component has hydrated.
 */
function holdSubmitUntilLive(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const contents = form.closest(`.${DEFERRED_CONTENTS_CLASS}`);
  if (contents === null || contents.hasAttribute(LIVE_ATTRIBUTE)) return;
  event.preventDefault();
  form.setAttribute(HELD_SUBMIT_ATTRIBUTE, '');
}

if (!import.meta.env.SSR) document.addEventListener('submit', holdSubmitUntilLive, true);

/** Marks its contents live once hydrated, and sends the submits held until then. */
function DeferredContents({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const contents = ref.current;
    if (!contents) return;
    contents.setAttribute(LIVE_ATTRIBUTE, '');
    const held = [...contents.querySelectorAll<HTMLFormElement>(`form[${HELD_SUBMIT_ATTRIBUTE}]`)];
    if (held.length === 0) return;
    // Sent once React has finished hydrating (not from within its commit), so the submit
    // reaches the form's own handler.
    const timer = window.setTimeout(() => {
      for (const form of held) {
        form.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
        form.requestSubmit();
      }
    });
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div ref={ref} className={DEFERRED_CONTENTS_CLASS}>
      {children}
    </div>
  );
}

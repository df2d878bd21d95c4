import { lazy, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { DEFERRED_CONTENTS_CLASS, DEFERRED_LIVE_ATTRIBUTE, sendHeldSubmits } from './held-submits';
import { onEngagement } from './page-engagement';

let visitorEngaged: Promise<void> | undefined;

/**
 * Resolves as soon as the visitor scrolls, touches, clicks, types or tabs; at once when
 * prerendering. Scrolling stands for "a form is getting near": on the landing page the
 * forms sit well below the first screen, so a visitor who only reads the first screen
 * never downloads them.
 */
function whenVisitorEngages(): Promise<void> {
  if (import.meta.env.SSR) return Promise.resolve();
  visitorEngaged ??= new Promise((resolve) => onEngagement(resolve));
  return visitorEngaged;
}

/**
 * A component whose code (and the libraries only it uses) is fetched when the visitor
 * engages with the page (see whenVisitorEngages), never before the first paint. Render it inside
 * its own <Suspense>: a prerendered page keeps showing its HTML until the code is there to
 * hydrate it; a page rendered in the browser shows the fallback meanwhile. A submit of its
 * prerendered form before then is held (held-submits.ts).
 */
export function deferredComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return lazy(async () => {
    await whenVisitorEngages();
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

/** Marks its contents live once hydrated, and sends the submits held until then. */
function DeferredContents({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const contents = ref.current;
    if (!contents) return;
    contents.setAttribute(DEFERRED_LIVE_ATTRIBUTE, '');
    return sendHeldSubmits(contents);
  }, []);
  return (
    <div ref={ref} className={DEFERRED_CONTENTS_CLASS}>
      {children}
    </div>
  );
}

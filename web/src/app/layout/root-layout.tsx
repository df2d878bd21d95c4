import type { MouseEvent } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../../components/ui/toast';
import { layoutCopy } from '../../content/layout';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to the page content without adding a history entry (the href is the no-script fallback). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** The frame around every page: skip link, fixed header, main landmark, footer, notifications. */
export function RootLayout() {
  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
        {layoutCopy.skipLink}
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
      {/*
        Every navigation starts at the top of the page, except one to a hash, which lands on
        that section; Back and Forward restore the old position.
      */}
      <ScrollRestoration />
    </div>
  );
}

import { Outlet, ScrollRestoration } from 'react-router';
import { layoutCopy } from '../../content/layout';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const MAIN_CONTENT_ID = 'main-content';

/** The frame around every page: skip link, header, main landmark, footer. */
export function RootLayout() {
  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {layoutCopy.skipLink}
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {/* Every navigation starts at the top of the page; back/forward restore the old position. */}
      <ScrollRestoration />
    </div>
  );
}

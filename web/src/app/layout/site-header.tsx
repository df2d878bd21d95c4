import { BRAND, displayName, UI_TIMINGS } from '@pointforge/domain';
import { useId, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { SectionLink } from '../../components/ui/section-link';
import { headerNav, layoutCopy } from '../../content/layout';
import { useSession } from '../../lib/session';
import { UserMenu } from './user-menu';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page is scrolled past the header threshold (50 px); false when prerendering. */
function useScrolledPastHeader(): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > UI_TIMINGS.headerScrollThresholdPx,
    () => false,
  );
}

function SessionActions({ onNavigate }: { onNavigate: () => void }) {
  const { user, isLoading } = useSession();
  if (isLoading) {
    return (
      <Button variant="ghost" size="sm" disabled>
        {layoutCopy.loading}
      </Button>
    );
  }
  if (user) {
    return <UserMenu name={displayName(user)} isAdmin={user.role === 'admin'} onNavigate={onNavigate} />;
  }
  return (
    <>
      <ButtonLink to="/login" variant="ghost" size="sm" onClick={onNavigate}>
        {layoutCopy.logIn}
      </ButtonLink>
      <ButtonLink to="/register" size="sm" onClick={onNavigate}>
        {layoutCopy.startTrial}
      </ButtonLink>
    </>
  );
}

/**
 * The fixed site header (SITE-SPEC section 2): section links, the session's actions, and
 * on small screens a menu button that opens the same links as a panel.
 */
export function SiteHeader() {
  const scrolled = useScrolledPastHeader();
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const toggleId = useId();
  const closeMenu = () => setMenuOpen(false);

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      document.getElementById(toggleId)?.focus();
    }
  }

  return (
    <header className={`site-header brand-surface${scrolled ? ' site-header--scrolled' : ''}${menuOpen ? ' site-header--menu-open' : ''}`}>
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={layoutCopy.homeLinkLabel} onClick={closeMenu}>
          <span className="site-header__mark" aria-hidden="true" />
          {BRAND.productName}
        </Link>

        <button
          id={toggleId}
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="site-header__toggle-icon" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="site-header__toggle-label">{layoutCopy.menuButton}</span>
        </button>

        <div id={panelId} className="site-header__panel" onKeyDown={onPanelKeyDown}>
          <nav className="site-nav" aria-label={layoutCopy.primaryNavLabel}>
            <ul className="site-nav__list">
              {headerNav.map((item) => (
                <li key={item.section}>
                  <SectionLink section={item.section} className="site-nav__link" onNavigate={closeMenu}>
                    {item.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__actions">
            <SessionActions onNavigate={closeMenu} />
          </div>
        </div>
      </div>
    </header>
  );
}

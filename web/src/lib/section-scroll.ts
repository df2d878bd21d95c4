import { UI_TIMINGS } from '@pointforge/domain';
import { useEffect } from 'react';

/** The landing page's sections that header, footer and buttons scroll to. */
export type LandingSectionId = 'features' | 'workflow' | 'applications' | 'demo' | 'pricing' | 'contact';

/** The address of a landing section from any page: `/#pricing`. */
export function sectionHref(id: string): string {
  return `/#${id}`;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrolls to the section so that it stops UI_TIMINGS.sectionScrollOffsetPx (80 px) below
 * the top, clear of the fixed header; smoothly unless the visitor asked for reduced motion.
 * Answers false when the page has no such section.
 */
function scrollToElement(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - UI_TIMINGS.sectionScrollOffsetPx;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}

/**
 * Header and footer links on the landing page: scroll to the section and set the address
 * to /#id (SITE-SPEC section 2). The history entry carries the shape react-router keeps in
 * history.state (a fresh key and the next index), so Back and Forward keep working with
 * the router and land on the section again.
 */
export function scrollToSection(id: string): void {
  if (!scrollToElement(id)) return;
  moveFocusTo(id);
  const href = sectionHref(id);
  if (window.location.pathname + window.location.hash === href) return;
  const state = window.history.state as { idx?: unknown } | null;
  const idx = typeof state?.idx === 'number' ? state.idx + 1 : 0;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.pushState({ usr: null, key, idx }, '', href);
}

/**
 * Keyboard and screen-reader users continue from the section they jumped to, not from
 * the link they left behind. The section becomes focusable by script only.
 */
function moveFocusTo(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

function hashTarget(): string | null {
  const hash = window.location.hash.slice(1);
  if (!hash) return null;
  try {
    return decodeURIComponent(hash);
  } catch {
    return null;
  }
}

/**
 * For the landing route: when the page opens with a hash (also after navigating to /#id
 * from another page), scroll there after UI_TIMINGS.hashScrollDelayMs (100 ms) so the
 * sections have laid out; and follow later hash changes.
 */
export function useHashScroll(): void {
  useEffect(() => {
    const initial = hashTarget();
    const timer = initial ? window.setTimeout(() => scrollToElement(initial), UI_TIMINGS.hashScrollDelayMs) : undefined;
    function onHashChange() {
      const id = hashTarget();
      if (id) scrollToElement(id);
    }
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);
}

import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { scrollToSection, sectionHref, type LandingSectionId } from '../../lib/section-scroll';

interface SectionLinkProps {
  section: LandingSectionId;
  children: ReactNode;
  className?: string;
  /** Runs after the link is chosen (the mobile menu closes itself here). */
  onNavigate?: () => void;
}

function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link to a landing section. On the landing page it scrolls there smoothly (80 px
 * below the fixed header) and sets the address to /#section; on any other page it
 * navigates to /#section and the landing page scrolls on arrival.
 */
export function SectionLink({ section, children, className, onNavigate }: SectionLinkProps) {
  const { pathname } = useLocation();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (opensElsewhere(event)) return;
    onNavigate?.();
    if (pathname === '/' && document.getElementById(section)) {
      event.preventDefault();
      scrollToSection(section);
    }
  }
  return (
    <Link to={sectionHref(section)} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

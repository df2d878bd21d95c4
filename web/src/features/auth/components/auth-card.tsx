import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SurfacePage } from '../../../components/ui/surface-page';
import '../auth.css';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Links under the card's content ("Don't have an account? Create an account"). */
  footer?: ReactNode;
  /** A wider card, for the register form's two-column row. */
  wide?: boolean;
  /**
   * Moves focus to the title when the card appears: for a card that replaces a form after
   * a submit (sent, reset, failed), so keyboard and screen reader users land on the news.
   */
  focusTitle?: boolean;
  /** Announces the card's changes politely: for a page whose outcome arrives on its own. */
  live?: boolean;
}

/** The centred card every sign-in page sits in: a heading, an optional intro, content and footer links. */
export function AuthCard({ title, intro, children, footer, wide = false, focusTitle = false, live = false }: AuthCardProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <SurfacePage as="section" centred aria-labelledby={titleId}>
      <div className={wide ? 'auth-card auth-card--wide' : 'auth-card'} aria-live={live ? 'polite' : undefined}>
        <header className="auth-card__header">
          <h1 id={titleId} ref={titleRef} className="auth-card__title" tabIndex={-1}>
            {title}
          </h1>
          {intro && <p className="auth-card__intro">{intro}</p>}
        </header>
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </div>
    </SurfacePage>
  );
}

/** The footer's way to the other sign-in page: "Already have an account? Log in". */
export function AuthFooterLink({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <p>
      {text} <Link to={to}>{label}</Link>
    </p>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classNames } from '../../../components/ui/class-names';
import { IconBadge } from '../../../components/ui/icon-badge';
import { Icon, type IconName } from './icons';

interface LandingCardProps {
  icon: IconName;
  title: string;
  /** The card's own page: the title links there, and the link covers the whole card. */
  link?: string;
  text: string;
  /** A step lying flat on the muted band, its icon on an accent circle, rather than a card raised off the page. */
  step?: boolean;
  /** What follows the text: "Learn more", an application's link, a step's number. */
  children?: ReactNode;
}

/** A card of a landing section's grid: an icon, a title and a line or two. */
export function LandingCard({ icon, title, link, text, step = false, children }: LandingCardProps) {
  return (
    <li className={classNames('landing-card', link && 'landing-card--link', step && 'landing-card--step')}>
      <IconBadge shape={step ? 'circle' : 'square'} tone={step ? 'accent' : 'quiet'}>
        <Icon name={icon} />
      </IconBadge>
      <h3 className="landing-card__title">
        {link ? (
          <Link to={link} className="landing-card__link">
            {title}
          </Link>
        ) : (
          title
        )}
      </h3>
      <p className="landing-card__text">{text}</p>
      {children}
    </li>
  );
}

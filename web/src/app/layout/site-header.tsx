import { BRAND } from '@pointforge/domain';
import { Link } from 'react-router';
import { layoutCopy } from '../../content/layout';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={layoutCopy.homeLinkLabel}>
          <span className="site-header__mark" aria-hidden="true" />
          {BRAND.productName}
        </Link>
      </div>
    </header>
  );
}

import { BRAND } from '@pointforge/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SectionLink } from '../../components/ui/section-link';
import { aboutCopy, footerCopy, layoutCopy } from '../../content/layout';
import { legalCopy, legalDocuments, type LegalDocument, type LegalDocumentId } from '../../content/legal';

type FooterDialog = 'about' | LegalDocumentId;

function LegalDialogBody({ document, onClose }: { document: LegalDocument; onClose: () => void }) {
  return (
    <>
      <p className="legal-dialog__date">{document.effectiveDate}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="legal-dialog__section">
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {document.id === 'privacy' && (
        <p>
          <Link to="/privacy-policy" onClick={onClose}>
            {legalCopy.fullPrivacyPolicyLink}
          </Link>
        </p>
      )}
    </>
  );
}

/** The logo, tagline and how to reach us. */
function FooterBrand() {
  return (
    <div className="site-footer__brand">
      <Link to="/" className="site-footer__logo" aria-label={layoutCopy.homeLinkLabel}>
        <span className="site-header__mark" aria-hidden="true" />
        {BRAND.productName}
      </Link>
      <p className="site-footer__tagline">{footerCopy.tagline}</p>
      <dl className="site-footer__contact">
        <div>
          <dt>{footerCopy.supportLabel}</dt>
          <dd>
            <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
          </dd>
        </div>
        <div>
          <dt>{footerCopy.officeLabel}</dt>
          <dd>{BRAND.officeCity}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The product sections of the home page, and the documentation still to come. */
function ProductColumn() {
  return (
    <nav className="site-footer__column" aria-labelledby="footer-product">
      <h2 id="footer-product" className="site-footer__heading">
        {footerCopy.productHeading}
      </h2>
      <ul className="site-footer__list">
        {footerCopy.productLinks.map((item) => (
          <li key={item.section}>
            <SectionLink section={item.section} className="site-footer__link">
              {item.label}
            </SectionLink>
          </li>
        ))}
        <li>
          <span className="site-footer__link site-footer__link--disabled" aria-disabled="true">
            {footerCopy.documentation}
            <span className="site-footer__badge">{footerCopy.documentationNote}</span>
          </span>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The site footer (SITE-SPEC section 2): product and company links, the policy dialogs,
 * and the copyright line.
 */
export function SiteFooter() {
  const [dialog, setDialog] = useState<FooterDialog | null>(null);
  const close = () => setDialog(null);
  const legal = legalDocuments.find((document) => document.id === dialog);

  // The dialogs sit beside the footer, not in it, so they do not inherit its look.
  return (
    <>
      <footer className="site-footer brand-surface">
        <div className="container site-footer__grid">
          <FooterBrand />
          <ProductColumn />

          <nav className="site-footer__column" aria-labelledby="footer-company">
            <h2 id="footer-company" className="site-footer__heading">
              {footerCopy.companyHeading}
            </h2>
            <ul className="site-footer__list">
              <li>
                <button type="button" className="site-footer__link" onClick={() => setDialog('about')}>
                  {footerCopy.aboutUs}
                </button>
              </li>
              <li>
                <SectionLink section={footerCopy.contact.section} className="site-footer__link">
                  {footerCopy.contact.label}
                </SectionLink>
              </li>
            </ul>
          </nav>

          <nav className="site-footer__column" aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="site-footer__heading">
              {footerCopy.legalHeading}
            </h2>
            <ul className="site-footer__list">
              {legalDocuments.map((document) => (
                <li key={document.id}>
                  <button type="button" className="site-footer__link" onClick={() => setDialog(document.id)}>
                    {document.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className="container site-footer__bottom">
          {/* The year is the visitor's, which may differ from the year the page was prerendered. */}
          <p suppressHydrationWarning>{layoutCopy.copyright(new Date().getFullYear())}</p>
        </div>
      </footer>

      <Dialog open={dialog === 'about'} onClose={close} title={aboutCopy.title} footer={<Button onClick={close}>{aboutCopy.closeAction}</Button>}>
        {aboutCopy.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Dialog>
      <Dialog open={legal !== undefined} onClose={close} title={legal?.title ?? ''} size="lg" footer={<Button onClick={close}>{legalCopy.closeAction}</Button>}>
        {legal && <LegalDialogBody document={legal} onClose={close} />}
      </Dialog>
    </>
  );
}

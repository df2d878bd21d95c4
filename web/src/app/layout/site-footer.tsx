import { BRAND } from '@pointforge/domain';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Fact } from '../../components/ui/fact';
import { LegalDocumentSections } from '../../components/ui/legal-document-sections';
import { SectionLink } from '../../components/ui/section-link';
import { aboutCopy, footerCopy, layoutCopy } from '../../content/layout';
import { legalCopy, legalDocuments, type LegalDocument, type LegalDocumentId } from '../../content/legal';

type FooterDialog = 'about' | LegalDocumentId;

function LegalDialogBody({ document, onClose }: { document: LegalDocument; onClose: () => void }) {
  return (
    <>
      <LegalDocumentSections document={document} />
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

/** A column of footer links under its heading, which names it. */
function FooterColumn({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <nav className="site-footer__column" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading small-caps-heading">
        {heading}
      </h2>
      <ul className="site-footer__list">{children}</ul>
    </nav>
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
        <Fact term={footerCopy.supportLabel}>
          <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
        </Fact>
        <Fact term={footerCopy.officeLabel}>{BRAND.officeCity}</Fact>
      </dl>
    </div>
  );
}

/** The product sections of the home page, and the documentation still to come. */
function ProductColumn() {
  return (
    <FooterColumn id="footer-product" heading={footerCopy.productHeading}>
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
    </FooterColumn>
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

          <FooterColumn id="footer-company" heading={footerCopy.companyHeading}>
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
          </FooterColumn>

          <FooterColumn id="footer-legal" heading={footerCopy.legalHeading}>
            {legalDocuments.map((document) => (
              <li key={document.id}>
                <button type="button" className="site-footer__link" onClick={() => setDialog(document.id)}>
                  {document.title}
                </button>
              </li>
            ))}
          </FooterColumn>
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

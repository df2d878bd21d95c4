import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { registerCopy as copy } from '../../../content/auth';
import { legalDocuments } from '../../../content/legal';

const terms = legalDocuments.find((document) => document.id === 'terms');

/**
 * The Terms of Service, the same text as the footer's dialog: they have no page of their
 * own, and the visitor should not have to leave a half-filled form to read them.
 */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!terms) return null;
  return (
    <Dialog open={open} onClose={onClose} title={terms.title} size="lg" footer={<Button onClick={onClose}>{copy.termsClose}</Button>}>
      <p className="legal-dialog__date">{terms.effectiveDate}</p>
      {terms.sections.map((section) => (
        <section key={section.heading} className="legal-dialog__section">
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Dialog>
  );
}

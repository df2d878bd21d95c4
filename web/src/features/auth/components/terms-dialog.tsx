import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LegalDocumentSections } from '../../../components/ui/legal-document-sections';
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
      <LegalDocumentSections document={terms} />
    </Dialog>
  );
}

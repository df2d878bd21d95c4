import type { LegalDocument } from '../../content/legal';

/** A legal document's effective date and sections, as its dialogs show them (the footer's, and the Terms beside the sign-up form). */
export function LegalDocumentSections({ document }: { document: LegalDocument }) {
  return (
    <>
      <p className="meta-text">{document.effectiveDate}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="legal-dialog__section">
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </>
  );
}

import { DocumentPdfPort, formatCentsIn, formatLongUsDate, type BillingDocument } from '@pointforge/domain';
import PDFDocument from 'pdfkit';
import { formatRand, pdfSafeText } from './document-text';

/** The site's look (web/src/components/ui/tokens.css): navy brand, teal accent, slate inks. */
const COLOURS = { brand: '#0b2540', accent: '#0f766e', ink: '#0f172a', muted: '#475569', rule: '#cbd5e1', surface: '#f1f5f9', onBrand: '#f8fafc' };
const MARGIN = 48;
/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** The columns of the supply table: description, quantity, value, VAT, total (x and width). */
const COLUMNS = [
  { x: MARGIN, width: 235, align: 'left' },
  { x: MARGIN + 235, width: 35, align: 'right' },
  { x: MARGIN + 270, width: 80, align: 'right' },
  { x: MARGIN + 350, width: 70, align: 'right' },
  { x: MARGIN + 420, width: CONTENT_WIDTH - 420, align: 'right' },
] as const;

/**
 * An invoice or credit note as an A4 PDF with PDFKit, drawn from the document's snapshot
 * alone, so the same document always reads the same (its creation date is its issue date).
 * Standard Helvetica keeps files small; text outside Windows-1252 is shown as "?" (see
 * document-text.ts).
 */
export class PdfkitBillingDocumentPdf extends DocumentPdfPort {
  async render(document: BillingDocument): Promise<Uint8Array> {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: `${document.title} ${document.number}`, Author: document.seller.legalName, CreationDate: document.issuedAt, ModDate: document.issuedAt },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finished = new Promise<void>((resolve, reject) => {
      pdf.on('end', resolve);
      pdf.on('error', reject);
    });
    drawDocument(pdf, document);
    pdf.end();
    await finished;
    return new Uint8Array(Buffer.concat(chunks));
  }
}

type Pdf = PDFKit.PDFDocument;

function drawDocument(pdf: Pdf, document: BillingDocument): void {
  drawBand(pdf, document);
  const partiesTop = 150;
  drawParty(pdf, 'From', MARGIN, partiesTop, [document.seller.legalName, ...document.seller.address], document.seller.vatNumber);
  const recipient = document.recipient;
  // The stored address lines end with the country's name (billingAddressLines), so it is not added again.
  drawParty(pdf, 'To', MARGIN + CONTENT_WIDTH / 2, partiesTop, [recipient.legalName, ...recipient.addressLines], recipient.vatNumber);
  let y = Math.max(pdf.y, partiesTop + 90) + 24;
  if (document.corrects) {
    y = paragraph(pdf, `Corrects ${document.corrects.number}, issued ${formatLongUsDate(document.corrects.issuedAt)}.`, y, { bold: true });
    if (document.reason) y = paragraph(pdf, `Reason: ${document.reason}`, y);
    y += 8;
  }
  y = drawLines(pdf, document, y);
  y = drawTotals(pdf, document, y + 12);
  drawTaxNotes(pdf, document, y + 24);
  drawFooter(pdf, document);
}

/** The navy band: the wordmark, the words the Act requires (s20(4)(a), s21(3)(a)), the number and date. */
function drawBand(pdf: Pdf, document: BillingDocument): void {
  pdf.rect(0, 0, PAGE.width, 118).fill(COLOURS.brand);
  pdf.rect(0, 118, PAGE.width, 4).fill(COLOURS.accent);
  pdf.fillColor(COLOURS.onBrand).font('Helvetica-Bold').fontSize(22).text('PointForge', MARGIN, 40, { lineBreak: false });
  pdf.font('Helvetica').fontSize(10).text('3D point clouds and surfaces', MARGIN, 68, { lineBreak: false });
  pdf.font('Helvetica-Bold').fontSize(20).text(document.title, MARGIN, 36, { width: CONTENT_WIDTH, align: 'right' });
  pdf.font('Helvetica').fontSize(10);
  pdf.text(`No. ${document.number}`, MARGIN, 66, { width: CONTENT_WIDTH, align: 'right' });
  pdf.text(`Date of issue: ${formatLongUsDate(document.issuedAt)}`, MARGIN, 82, { width: CONTENT_WIDTH, align: 'right' });
}

function drawParty(pdf: Pdf, heading: string, x: number, y: number, lines: readonly string[], vatNumber: string | null): void {
  const width = CONTENT_WIDTH / 2 - 12;
  pdf.fillColor(COLOURS.accent).font('Helvetica-Bold').fontSize(9).text(heading.toUpperCase(), x, y, { width });
  const [name, ...address] = lines;
  pdf
    .fillColor(COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(pdfSafeText(name ?? ''), x, y + 16, { width });
  pdf.font('Helvetica').fontSize(10);
  for (const line of address) pdf.text(pdfSafeText(line), { width });
  if (vatNumber) pdf.text(`VAT registration number: ${pdfSafeText(vatNumber)}`, { width });
}

function paragraph(pdf: Pdf, text: string, y: number, { bold = false } = {}): number {
  pdf
    .fillColor(COLOURS.ink)
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .text(pdfSafeText(text), MARGIN, y, { width: CONTENT_WIDTH });
  return pdf.y + 4;
}

/** The supply table (s20(4)(e)-(g)): description, quantity, value without VAT, the VAT, and the total. */
function drawLines(pdf: Pdf, document: BillingDocument, top: number): number {
  const headings = ['Description', 'Qty', 'Value excl. VAT', 'VAT', 'Total'];
  pdf.rect(MARGIN, top, CONTENT_WIDTH, 22).fill(COLOURS.surface);
  pdf.fillColor(COLOURS.muted).font('Helvetica-Bold').fontSize(9);
  headings.forEach((heading, index) => cell(pdf, index, heading, top + 7));
  let y = top + 30;
  pdf.fillColor(COLOURS.ink).font('Helvetica').fontSize(10);
  for (const line of document.lines) {
    const lineVat = document.lines.length === 1 ? document.vatCents : 0;
    const values = [
      line.description,
      String(line.quantity),
      formatCentsIn(line.netCents, document.currency),
      formatCentsIn(lineVat, document.currency),
      formatCentsIn(line.netCents + lineVat, document.currency),
    ];
    const height = pdf.heightOfString(pdfSafeText(line.description), { width: COLUMNS[0].width - 8 });
    values.forEach((value, index) => cell(pdf, index, value, y));
    y += Math.max(height, 12) + 10;
    rule(pdf, y - 5);
  }
  return y;
}

/** A thin line across the content at `y`. */
function rule(pdf: Pdf, y: number): void {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(COLOURS.rule)
    .stroke();
}

function cell(pdf: Pdf, column: number, text: string, y: number): void {
  const { x, width, align } = COLUMNS[column]!;
  pdf.text(pdfSafeText(text), x + (align === 'left' ? 0 : 4), y, { width: width - 4, align });
}

function drawTotals(pdf: Pdf, document: BillingDocument, top: number): number {
  const vatLabel = document.treatment.basisPoints > 0 ? `VAT at ${document.treatment.basisPoints / 100} %` : 'VAT';
  const rows: [string, string, boolean][] = [
    ['Total excl. VAT', formatCentsIn(document.netCents, document.currency), false],
    [vatLabel, formatCentsIn(document.vatCents, document.currency), false],
    [document.kind === 'credit-note' ? 'Total credited' : 'Total', formatCentsIn(document.totalCents, document.currency), true],
  ];
  let y = top;
  const labelX = MARGIN + 270;
  for (const [label, value, strong] of rows) {
    pdf
      .fillColor(strong ? COLOURS.ink : COLOURS.muted)
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 12 : 10);
    pdf.text(label, labelX, y, { width: 150 });
    pdf.text(value, labelX + 150, y, { width: CONTENT_WIDTH - 420, align: 'right' });
    y += strong ? 20 : 16;
  }
  return y;
}

/** Why the VAT is what it is, and the VAT in rand at a rate with its source (s20(4) with s16(4)). */
function drawTaxNotes(pdf: Pdf, document: BillingDocument, top: number): void {
  let y = top;
  if (document.randVat) {
    const { vatCents, rate, source, rateDate } = document.randVat;
    y = paragraph(pdf, `VAT in rand: ${formatRand(vatCents)} at R${rate} per US dollar (${source}, ${rateDate}).`, y);
  }
  if (document.treatment.kind === 'zero-rated') y = paragraph(pdf, document.treatment.reason, y);
  if (document.treatment.kind === 'not-registered') y = paragraph(pdf, `${document.seller.legalName} is not registered for VAT; no VAT is charged.`, y);
  paragraph(pdf, `Amounts in ${document.currency}. Paid by PayPal.`, y);
}

function drawFooter(pdf: Pdf, document: BillingDocument): void {
  const y = PAGE.height - MARGIN - 12;
  rule(pdf, y - 8);
  pdf.fillColor(COLOURS.muted).font('Helvetica').fontSize(8);
  pdf.text(`${pdfSafeText(document.seller.legalName)} · ${document.number}`, MARGIN, y, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
}

/** Copy of the console's Documents tab (issue #28): the invoices and credit notes issued, searched, downloaded, exported for the accountant. */
export const adminDocumentsCopy = {
  searchPlaceholder: 'Number, customer or VAT number',
  fromLabel: 'Issued from',
  toLabel: 'Issued to',
  caption: 'Invoices and credit notes, newest first',
  columns: {
    number: 'Number',
    date: 'Issued',
    customer: 'Customer',
    vatNumber: 'VAT number',
    net: 'Net',
    vat: 'VAT',
    total: 'Total',
    currency: 'Currency',
    corrects: 'Corrects',
    download: 'Download',
  },
  empty: 'No documents match these filters.',
  /** No VAT number given, or an invoice that corrects nothing. */
  none: 'None',
  download: 'Download PDF',
  downloadLabel: (title: string, number: string) => `Download PDF of ${title} ${number}`,
  export: 'Export CSV',
  exportLabel: (from: string, to: string) => `Export CSV of the documents issued from ${from} to ${to}`,
  exportHint: 'To export documents as CSV for the accountant, choose the days they were issued from and to, then Search.',
} as const;

/**
 * South African value-added tax as PointForge charges it (Value-Added Tax Act 89 of 1991).
 * The country whose customers are charged VAT, and whose VAT numbers have SARS's form.
 */
export const VAT_COUNTRY = 'ZA';

/** The SELLER_* variables of a seller registered for VAT: South African buyers then pay 15 % on top. */
export const VAT_VENDOR_SELLER_ENVIRONMENT: Readonly<Record<string, string>> = Object.freeze({
  SELLER_LEGAL_NAME: 'PointForge (Pty) Ltd',
  SELLER_ADDRESS: '1 Long Street|Cape Town|8001',
  SELLER_VAT_NUMBER: '4987654321',
});

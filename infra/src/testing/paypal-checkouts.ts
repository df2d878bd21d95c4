/** The first checkout's request; `aCheckout()` gives each other one its own request id, as each checkout has. */
export const CREATE = {
  planId: 'P-SIM-STANDARD-ANNUAL',
  customId: 'sub-1',
  returnUrl: 'https://pf.test/success?plan=standard&billingType=annual',
  cancelUrl: 'https://pf.test/checkout/standard?billingType=annual',
  requestId: 'pf-create-sub-1',
};

let checkouts = 0;
export function aCheckout() {
  checkouts += 1;
  return { ...CREATE, customId: `sub-${checkouts}`, requestId: `pf-create-sub-${checkouts}` };
}

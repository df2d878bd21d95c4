import { successMeta } from '../../content/billing';
import { PaymentSuccessPage } from '../../features/checkout/components/payment-success-page';
import { fetchLicenseCheck } from '../../features/licenses/api/check-license';
import { PageMeta } from '../../lib/seo';

/** Asks for the licence status afresh, never from a cache. */
const checkActiveLicense = () => fetchLicenseCheck();

/**
 * /success: not indexed and, as SITE-SPEC section 2 says, without a canonical link. The
 * licence check of a failed confirmation comes from the licences feature.
 */
export function SuccessRoute() {
  return (
    <>
      <PageMeta {...successMeta} path="/success" noindex canonical={false} jsonLd={null} />
      <PaymentSuccessPage checkActiveLicense={checkActiveLicense} />
    </>
  );
}

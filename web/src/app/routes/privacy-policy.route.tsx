import { privacyPolicyCopy } from '../../content/privacy-policy';
import { PrivacyPolicy } from '../../features/feature-pages/components/privacy-policy';
import { PageMeta } from '../../lib/seo';

export function PrivacyPolicyRoute() {
  return (
    <>
      <PageMeta {...privacyPolicyCopy.meta} path="/privacy-policy" />
      <PrivacyPolicy />
    </>
  );
}

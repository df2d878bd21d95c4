import { LandingHero } from '../../features/landing/components/landing-hero';
import { pageTitle } from '../../lib/page-title';

export function HomeRoute() {
  return (
    <>
      <title>{pageTitle()}</title>
      <LandingHero />
    </>
  );
}

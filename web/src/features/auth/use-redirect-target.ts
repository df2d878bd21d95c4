import { redirectTarget } from '@pointforge/domain';
import { useSearchParams } from 'react-router';

/** Where this sign-in page leads in the end: its `redirect` query when safe, else /dashboard. */
export function useRedirectTarget(): string {
  const [searchParams] = useSearchParams();
  return redirectTarget(searchParams.get('redirect'));
}

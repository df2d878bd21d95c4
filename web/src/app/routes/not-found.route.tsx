import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { notFoundCopy } from '../../content/status-pages';
import { PageMeta } from '../../lib/seo';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta title={notFoundCopy.title} description={notFoundCopy.message} path={pathname} noindex canonical={false} jsonLd={null} />
      <StatusMessage
        eyebrow={notFoundCopy.code}
        title={notFoundCopy.title}
        message={notFoundCopy.message}
        action={<ButtonLink to="/">{notFoundCopy.action}</ButtonLink>}
      />
    </>
  );
}

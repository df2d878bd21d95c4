import { ButtonLink } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { notFoundCopy } from '../../content/status-pages';
import { pageTitle } from '../../lib/page-title';

export function NotFoundRoute() {
  return (
    <>
      <title>{pageTitle(notFoundCopy.title)}</title>
      <meta name="robots" content="noindex" />
      <StatusMessage
        eyebrow={notFoundCopy.code}
        title={notFoundCopy.title}
        message={notFoundCopy.message}
        action={<ButtonLink to="/">{notFoundCopy.action}</ButtonLink>}
      />
    </>
  );
}

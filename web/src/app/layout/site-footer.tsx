import { layoutCopy } from '../../content/layout';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p>{layoutCopy.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}

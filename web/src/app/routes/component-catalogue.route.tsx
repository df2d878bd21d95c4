import { CatalogueBasics } from '../catalogue/catalogue-basics';
import { CatalogueForms } from '../catalogue/catalogue-forms';
import { CatalogueInteractive } from '../catalogue/catalogue-interactive';
import { CatalogueTable } from '../catalogue/catalogue-table';
import '../catalogue/catalogue.css';

/**
 * /dev/components: every component of the design system in its states, for whoever changes one
 * and for the screenshot tests (web/e2e/component-catalogue.e2e-spec.ts). The router adds the
 * route only under Vite's dev server, so no build ships it.
 */
export function ComponentCatalogueRoute() {
  return (
    <div className="container catalogue">
      <h1>Component Catalogue</h1>
      <CatalogueBasics />
      <CatalogueInteractive />
      <CatalogueForms />
      <CatalogueTable />
    </div>
  );
}

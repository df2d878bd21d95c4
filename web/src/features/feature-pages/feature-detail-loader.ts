/**
 * The feature pages' detail view is a separate chunk, fetched the first time a feature
 * page opens. This module cache lets a page that opens after the chunk has arrived render
 * at once, with no spinner.
 *
 * The prerender (entry-server.tsx) renders with renderToString, which cannot wait for a
 * suspended component and would write the spinner into the static HTML. So the server
 * build loads the view before anything renders; the browser build drops this branch.
 */
type FeatureDetailModule = typeof import('./components/feature-detail-content');

let loaded: FeatureDetailModule | null = null;
let loading: Promise<FeatureDetailModule> | null = null;

/** Starts loading the detail view, once; a failed load may be retried by the next call. */
export function loadFeatureDetailView(): Promise<FeatureDetailModule> {
  loading ??= import('./components/feature-detail-content').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The detail view when it has already arrived, else null. */
export function loadedFeatureDetailView(): FeatureDetailModule | null {
  return loaded;
}

if (import.meta.env.SSR) await loadFeatureDetailView();

import { BRAND, PLAN_LIST, type Plan } from '@pointforge/domain';
import { createContext, useContext, useEffect } from 'react';
import { seoCopy } from '../content/layout';
import { SITE_ORIGIN } from './env';
import { pageTitle } from './page-title';

/** A schema.org object serialised into a `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

export interface PageMetaProps {
  /** The page's own title ("Complete Feature Set"); " | PointForge" is added unless it already names the brand. */
  title: string;
  description: string;
  keywords?: string | readonly string[];
  /** The route's path ("/features/water-flow"), for the canonical link and og:url. */
  path: string;
  /** Marks the page not to be indexed (login, dashboard, checkout, success). */
  noindex?: boolean;
  /** False leaves the canonical link out (the success page has none). True by default. */
  canonical?: boolean;
  /** Structured data; the SoftwareApplication of the product by default, null for none. */
  jsonLd?: JsonLd | readonly JsonLd[] | null;
  /** og:type; "website" by default. */
  ogType?: string;
}

/** Absolute URL of a path on the public site. */
export function siteUrl(path: string): string {
  return `${SITE_ORIGIN}${path.startsWith('/') ? path : `/${path}`}`;
}

function fullTitle(title: string): string {
  return title.includes(BRAND.productName) ? title : pageTitle(title);
}

/** JSON for an inline script: `<` is escaped so no string can close the script element. */
export function serializeJsonLd(value: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Collects the JSON-LD of the page being prerendered, so entry-server can put it in the
 * document's <head>. React hoists <title>, <meta> and <link> into the head by itself, but
 * not scripts.
 */
export const JsonLdCollectorContext = createContext<((json: string) => void) | null>(null);

/** Marks the one JSON-LD script of the current page, in prerendered HTML and in the browser. */
export const JSON_LD_ATTRIBUTE = 'data-page-jsonld';

function useJsonLdScript(json: string | null): void {
  const collect = useContext(JsonLdCollectorContext);
  if (collect && json) collect(json);

  useEffect(() => {
    if (!json) return undefined;
    // Replaces the prerendered script (or the previous page's) rather than adding a second.
    document.head.querySelectorAll(`script[${JSON_LD_ATTRIBUTE}]`).forEach((node) => node.remove());
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(JSON_LD_ATTRIBUTE, '');
    script.text = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [json]);
}

/**
 * A page's head tags: title, description, keywords, canonical link, Open Graph and Twitter
 * card tags, robots noindex when asked, and JSON-LD. React 19 hoists the tags into <head>
 * and removes them when the page unmounts, so navigating replaces them; the prerender
 * writes the very same tags into the static HTML, and hydration adopts them.
 */
export function PageMeta({
  title,
  description,
  keywords,
  path,
  noindex = false,
  canonical = true,
  jsonLd = softwareApplicationJsonLd(),
  ogType = 'website',
}: PageMetaProps) {
  const documentTitle = fullTitle(title);
  const url = siteUrl(path);
  const keywordList = typeof keywords === 'string' ? keywords : keywords?.join(', ');
  useJsonLdScript(jsonLd ? serializeJsonLd(jsonLd) : null);

  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={description} />
      {keywordList && <meta name="keywords" content={keywordList} />}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {canonical && <link rel="canonical" href={url} />}
      <meta property="og:title" content={documentTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={BRAND.productName} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={documentTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}

function planOffer(plan: Plan): JsonLd {
  // The advertised trial is priced 0 in ZAR (SITE-SPEC section 1); paid plans are in US dollars.
  if (plan.monthlyPrice === 0) {
    return {
      '@type': 'Offer',
      name: plan.name,
      description: plan.description,
      price: '0',
      priceCurrency: 'ZAR',
      url: siteUrl('/register'),
    };
  }
  const perPeriod = (price: number, billingDuration: string, unitText: string): JsonLd => ({
    '@type': 'UnitPriceSpecification',
    price: String(price),
    priceCurrency: 'USD',
    billingDuration,
    unitText,
  });
  return {
    '@type': 'Offer',
    name: plan.name,
    description: plan.description,
    price: String(plan.monthlyPrice),
    priceCurrency: 'USD',
    url: siteUrl(`/checkout/${plan.id}`),
    priceSpecification: [perPeriod(plan.monthlyPrice, 'P1M', 'monthly'), perPeriod(plan.annualPrice, 'P1Y', 'annual')],
  };
}

/** The product as a schema.org SoftwareApplication, with one offer per plan of the catalogue. */
export function softwareApplicationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: BRAND.productName,
    description: seoCopy.productDescription,
    applicationCategory: 'BusinessApplication',
    applicationSubCategory: seoCopy.applicationSubCategory,
    url: siteUrl('/'),
    publisher: { '@type': 'Organization', name: BRAND.productName, email: BRAND.supportEmail },
    offers: PLAN_LIST.map(planOffer),
  };
}

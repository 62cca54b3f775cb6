import type {
  BreadcrumbList,
  Organization,
  SearchAction,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts'
import { absoluteUrl, SITE } from './config'

/** A schema.org block for a page: schema-dts types make most mistakes compile errors. */
export type JsonLd = WithContext<Thing>

/**
 * JSON for a `<script type="application/ld+json">`. Every '<' is escaped so that no text in
 * the data, such as "</script>", can end the script element and inject HTML; U+2028/2029 are
 * escaped for older parsers that treat them as line ends.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The programme as an organisation: publisher, organiser and author of what the site shows. */
export function programme() {
  return {
    '@type': 'Organization',
    name: SITE.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.svg'),
  } as const satisfies Organization
}

/** The home page's Organization, with the social profiles it is known by (the footer's links). */
export function organizationJsonLd(profiles: readonly string[]): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    ...programme(),
    description: SITE.description,
    email: SITE.email,
    sameAs: [...profiles],
  }
}

/**
 * The site's search, for search engines that offer a search box for a site. `query-input` is
 * Google's documented property, which schema-dts does not know: kept out of the literal's check.
 */
function siteSearchAction(): SearchAction {
  const action = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl('/search')}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  } as const
  return action
}

export function webSiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE.name,
    url: absoluteUrl('/'),
    inLanguage: 'en-GB',
    publisher: programme(),
    potentialAction: siteSearchAction(),
  }
}

/** Where a detail page sits: home, its section, itself (the last needs no link). */
export function breadcrumbJsonLd(
  trail: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

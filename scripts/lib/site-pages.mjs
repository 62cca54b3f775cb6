// The public pages of a running site, from its own sitemap: every page of the spec's static
// routes, and the first event, update, dictionary letter and FAQ category it lists.
const DETAIL_KINDS = [
  /^\/events\/[^/]+\/[^/]+$/,
  /^\/updates\/[^/]+\/[^/]+$/,
  /^\/fyi\/dictionary\/[^/]+$/,
  /^\/fyi\/questions\/[^/]+$/,
]

/** Paths to visit on `base`; `extra` paths are added at the end. */
export async function sitePages(base, extra = []) {
  const response = await fetch(new URL('/sitemap.xml', base))
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`)
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]).pathname,
  )
  const details = DETAIL_KINDS.flatMap((kind) => paths.find((p) => kind.test(p)) ?? [])
  const statics = paths.filter((p) => !DETAIL_KINDS.some((kind) => kind.test(p)))
  return [...statics, ...details, ...extra]
}

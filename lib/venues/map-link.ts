/** A place on the map, in degrees. */
export interface MapPosition {
  latitude: number
  longitude: number
}

export type MapLinkReading = { ok: true; position: MapPosition } | { ok: false; message: string }

const NUMBER = String.raw`[+-]?\d{1,3}(?:\.\d+)?`
/** "54.5761,-1.2350", "54.5761, -1.2350": a pair at the start of a value. */
const PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*,\s*(${NUMBER})`)
/** Google's pin of a place, in the `data=` part of its path: "!3d54.5761!4d-1.235". */
const GOOGLE_PIN = new RegExp(String.raw`!3d(${NUMBER})!4d(${NUMBER})`)
/** Google's map centre, in its path: "/@54.5761,-1.235,17z". */
const GOOGLE_CENTRE = new RegExp(String.raw`/@(${NUMBER}),(${NUMBER})`)
/** What Google searched for or shows, in its path: "/maps/search/54.5761,+-1.235". */
const GOOGLE_PLACE = /\/maps\/(?:search|place)\/([^/]+)/

const UNKNOWN =
  'Only a link from OpenStreetMap, Google Maps or Apple Maps, a geo: link or two numbers like “54.5761, -1.2350” can be read.'
const NO_POSITION = (site: string) =>
  `This ${site} link does not hold the place’s position. Open it, move the map to the place, then copy the link from the browser’s address bar; or type the latitude and longitude.`
const SHORT_LINK =
  'A short link hides the position until it is opened. Open it, then copy the long link from the browser’s address bar.'

/** A path with its escapes undone, or as it is when they are broken. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** Six decimal places: about 10 cm, more than any door needs. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6

function position(latitude: string, longitude: string): MapLinkReading {
  const [lat, lon] = [Number(latitude), Number(longitude)]
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    return { ok: false, message: 'The position in this link is not on the map.' }
  }
  // 0, 0 is in the Atlantic: a link that says it is a search, not a place.
  if (lat === 0 && lon === 0) {
    return {
      ok: false,
      message: 'This link searches for a name or an address: it holds no position.',
    }
  }
  return { ok: true, position: { latitude: rounded(lat), longitude: rounded(lon) } }
}

function pairIn(value: string | null | undefined): MapLinkReading | null {
  const match = value ? PAIR.exec(value) : null
  return match ? position(match[1]!, match[2]!) : null
}

function matchIn(pattern: RegExp, value: string): MapLinkReading | null {
  const match = pattern.exec(value)
  return match ? position(match[1]!, match[2]!) : null
}

/** The first of the query's parameters that holds a pair, in the order given. */
function firstPair(url: URL, names: readonly string[]): MapLinkReading | null {
  for (const name of names) {
    const found = pairIn(url.searchParams.get(name))
    if (found) return found
  }
  return null
}

/** geo:54.57,-1.23 · geo:54.57,-1.23;u=35?z=17 · geo:0,0?q=54.57,-1.23(Name) (RFC 5870, Android) */
function fromGeo(url: URL): MapLinkReading {
  const query = pairIn(url.searchParams.get('q'))
  if (query?.ok) return query
  const path = pairIn(decoded(url.pathname))
  if (path) return path
  return { ok: false, message: 'This geo: link holds no position.' }
}

/** …/#map=18/54.57/-1.23 · ?mlat=54.57&mlon=-1.23 (the pin first: the view may be elsewhere) */
function fromOpenStreetMap(url: URL): MapLinkReading {
  const [mlat, mlon] = [url.searchParams.get('mlat'), url.searchParams.get('mlon')]
  if (mlat && mlon) return position(mlat, mlon)
  const map = new URLSearchParams(url.hash.slice(1)).get('map')
  const parts = map?.split('/')
  if (parts?.length === 3) return position(parts[1]!, parts[2]!)
  if (url.pathname.startsWith('/go/')) return { ok: false, message: SHORT_LINK }
  return { ok: false, message: NO_POSITION('OpenStreetMap') }
}

/** …/maps/place/Name/@54.57,-1.23,17z/data=…!3d54.57!4d-1.23 · /maps/@54.57,-1.23,17z · ?q= */
function fromGoogle(url: URL): MapLinkReading {
  const path = decoded(url.pathname)
  return (
    matchIn(GOOGLE_PIN, path) ??
    pairIn(GOOGLE_PLACE.exec(path)?.[1]?.replace(/\+/g, ' ')) ??
    firstPair(url, ['q', 'query', 'll', 'destination', 'center']) ??
    matchIn(GOOGLE_CENTRE, path) ?? { ok: false, message: NO_POSITION('Google Maps') }
  )
}

/** ?ll=54.57,-1.23 · ?q=Name&ll=… · /place?coordinate=54.57,-1.23 */
function fromApple(url: URL): MapLinkReading {
  return (
    firstPair(url, ['ll', 'coordinate', 'q', 'sll', 'center']) ?? {
      ok: false,
      message: NO_POSITION('Apple Maps'),
    }
  )
}

const isGoogle = (url: URL) =>
  /^(www\.|maps\.)?google(\.[a-z]{2,3}){1,2}$/.test(url.hostname) &&
  (url.hostname.startsWith('maps.') || url.pathname.startsWith('/maps'))

/**
 * The position a pasted map link holds, read from the link alone (no request is made): a
 * link from OpenStreetMap, Google Maps or Apple Maps, a `geo:` link, or the two numbers
 * Google copies when its map is clicked. What it cannot read, it says why.
 */
export function positionFromMapLink(pasted: string): MapLinkReading {
  const text = pasted.trim()
  if (!text) return { ok: false, message: 'Paste a link to the place on a map.' }
  const plain = new RegExp(String.raw`^(${NUMBER})\s*,\s*(${NUMBER})$`).exec(text)
  if (plain) return position(plain[1]!, plain[2]!)
  let url: URL
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`)
  } catch {
    return { ok: false, message: UNKNOWN }
  }
  if (url.protocol === 'geo:') return fromGeo(url)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: UNKNOWN }
  const host = url.hostname.replace(/^www\./, '')
  if (host === 'openstreetmap.org' || host === 'osm.org') return fromOpenStreetMap(url)
  if (host === 'maps.apple.com' || host === 'beta.maps.apple.com') return fromApple(url)
  if (isGoogle(url)) return fromGoogle(url)
  if (/(^|\.)goo\.gl$/.test(host) || host === 'g.co') {
    return { ok: false, message: SHORT_LINK }
  }
  return { ok: false, message: UNKNOWN }
}

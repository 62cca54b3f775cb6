import {
  GeoPoint,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore'

/**
 * Firestore values as JSON and back, exactly: Timestamps to the nanosecond, GeoPoints,
 * references and bytes carry a `__type` tag (and a map that has a `__type` key of its own is
 * wrapped, so nothing stored can pass for a tag).
 */
export type Encoded = null | boolean | number | string | Encoded[] | { [key: string]: Encoded }

const TAG = '__type'

function isReference(value: object): value is DocumentReference {
  return (
    typeof (value as DocumentReference).path === 'string' &&
    typeof (value as DocumentReference).firestore === 'object' &&
    typeof (value as DocumentReference).collection === 'function'
  )
}

export function encodeValue(value: unknown): Encoded {
  if (value === null || value === undefined) return null
  if (typeof value === 'boolean' || typeof value === 'string') return value
  if (typeof value === 'number') {
    return Number.isFinite(value) ? value : { [TAG]: 'number', value: String(value) }
  }
  if (value instanceof Timestamp) {
    return { [TAG]: 'timestamp', seconds: value.seconds, nanoseconds: value.nanoseconds }
  }
  if (value instanceof GeoPoint) {
    return { [TAG]: 'geopoint', latitude: value.latitude, longitude: value.longitude }
  }
  if (value instanceof Uint8Array) {
    return { [TAG]: 'bytes', base64: Buffer.from(value).toString('base64') }
  }
  if (Array.isArray(value)) return value.map(encodeValue)
  if (typeof value === 'object') {
    if (isReference(value)) return { [TAG]: 'reference', path: value.path }
    const map = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeValue(v)]))
    return TAG in map ? { [TAG]: 'map', value: map } : map
  }
  throw new Error(`Cannot back up a value of type ${typeof value}`)
}

export function decodeValue(value: Encoded, db: Firestore): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => decodeValue(item, db))
  const tagged = value[TAG]
  switch (tagged) {
    case undefined:
      return decodeMap(value, db)
    case 'timestamp':
      return new Timestamp(Number(value.seconds), Number(value.nanoseconds))
    case 'geopoint':
      return new GeoPoint(Number(value.latitude), Number(value.longitude))
    case 'bytes':
      return Buffer.from(String(value.base64), 'base64')
    case 'reference':
      return db.doc(String(value.path))
    case 'number':
      return Number(value.value)
    case 'map':
      return decodeMap(value.value as { [key: string]: Encoded }, db)
    default:
      throw new Error(`Unknown value type in the backup: ${String(tagged)}`)
  }
}

function decodeMap(map: { [key: string]: Encoded }, db: Firestore): Record<string, unknown> {
  return Object.fromEntries(Object.entries(map).map(([k, v]) => [k, decodeValue(v, db)]))
}

// @ts-check
// .mjs: imported by ./pages.mjs, a cache handler Next's server loads as it is (no TypeScript).
// Next's cache values hold Buffers and Maps; JSON, which the Redis handler stores, keeps
// neither. These make a value JSON-safe and back, tagging what they change.

/**
 * A value with its Buffers and Maps made JSON-safe.
 * @param {unknown} value
 * @returns {unknown}
 */
export function encodeValue(value) {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
    return { $buffer: Buffer.from(value).toString('base64') }
  }
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [k, encodeValue(v)]) }
  if (Array.isArray(value)) return value.map(encodeValue)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeValue(v)]))
  }
  return value
}

/**
 * @param {unknown} value
 * @returns {unknown}
 */
export function decodeValue(value) {
  if (Array.isArray(value)) return value.map(decodeValue)
  if (value && typeof value === 'object') {
    if ('$buffer' in value && typeof value.$buffer === 'string') {
      return Buffer.from(value.$buffer, 'base64')
    }
    if ('$map' in value && Array.isArray(value.$map)) {
      return new Map(value.$map.map(([k, v]) => [k, decodeValue(v)]))
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeValue(v)]))
  }
  return value
}

/** schema.org structured data, as plain JSON. */
export type JsonLd = { [key: string]: JsonValue }
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonLd

/**
 * JSON for a `<script type="application/ld+json">`. Every '<' is escaped so that no text in
 * the data, such as "</script>", can end the script element and inject HTML; U+2028/2029 are
 * escaped for older parsers that treat them as line ends.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

import { JSDOM } from 'jsdom'

/**
 * Request-level tests of XML (the feeds, the sitemap): a body as the server sent it, parsed by
 * jsdom's conforming XML parser, which throws on anything that is not well-formed, as a
 * browser's DOMParser reports a parsererror. No browser is started.
 */

/** An element of the parsed tree. */
export interface XmlElement {
  ns: string | null
  name: string
  attrs: Record<string, string>
  text: string
  children: XmlElement[]
}

/** Parses XML and returns its root element's tree; throws when it is not well-formed. */
export function parseXml(source: string): XmlElement {
  let document: Document
  try {
    document = new JSDOM(source, { contentType: 'application/xml' }).window.document
  } catch (error) {
    throw new Error(`Not well-formed XML: ${(error as Error).message}`)
  }
  const tree = (el: Element): XmlElement => ({
    ns: el.namespaceURI,
    name: el.localName,
    attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
    text: el.textContent ?? '',
    children: [...el.children].map(tree),
  })
  return tree(document.documentElement)
}

/** The children of an element with a name (and namespace, when given). */
export function kids(el: XmlElement, name: string, ns?: string | null): XmlElement[] {
  return el.children.filter((c) => c.name === name && (ns === undefined || c.ns === ns))
}

/** Every element below this one with a name, in document order, as getElementsByTagName. */
export function descendants(el: XmlElement, name: string): XmlElement[] {
  return el.children.flatMap((c) => [...(c.name === name ? [c] : []), ...descendants(c, name)])
}

import sanitizeHtml from 'sanitize-html'
import { isAllowedPicture } from './image-hosts.mjs'

// Editorial text only: structure, emphasis, links and images. Anything else an editor
// pastes (scripts, styles, event handlers, iframes, forms) is dropped.
const OPTIONS: sanitizeHtml.IOptions = {
  // prettier-ignore
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'a', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'abbr', 'cite', 'q', 'code',
    'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Pictures only from where the site keeps its own (no tracking pixels, no mixed content).
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedPicture(frame.attribs.src ?? ''),
  // h1 belongs to the page; an editor's h1 becomes a section heading.
  transformTags: {
    h1: 'h2',
    // An image without alt text is read out by its file name; treat it as decorative.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
    a: (tagName, attribs) => {
      const href = attribs.href ?? ''
      const external = /^https?:\/\//i.test(href)
      const next: Record<string, string> = { ...attribs }
      if (external) next.rel = 'noopener noreferrer'
      else delete next.rel
      return { tagName, attribs: next }
    },
  },
}

/** Sanitises an HTML fragment from Firestore for rendering with dangerouslySetInnerHTML. */
export function sanitizeEditorialHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

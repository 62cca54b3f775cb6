import { expect, type APIRequestContext, type APIResponse } from '@playwright/test'
import { DomUtils, parseDocument } from 'htmlparser2'

/**
 * Request-level tests (e2e/request/): a page as the server sent it, parsed with htmlparser2,
 * queried with a small subset of CSS selectors. No browser: nothing here runs the page's
 * scripts, so what it reads is what a visitor without JavaScript and a search engine get.
 */
export type Element = Parameters<typeof DomUtils.getAttributeValue>[0]

/**
 * One compound selector: `tag`, `#id`, `.class`, `[name]`, `[name="v"]` (or ^= *= $=). With the
 * descendant and child (`>`) combinators and lists (`a, b`), that is all these specs ask of CSS.
 */
interface Compound {
  tag?: string
  checks: ((el: Element) => boolean)[]
}
/** A selector read right to left: each compound with the combinator before it. */
type Selector = { compound: Compound; combinator: ' ' | '>' }[]

const TOKEN =
  /\s*(>)\s*|(\s+)|([a-z][\w-]*|\*)|#([\w-]+)|\.([\w-]+)|\[([\w-]+)(?:([\^*$]?=)"([^"]*)")?\]/gy

function parseSelector(source: string): Selector {
  const parts: Selector = []
  let compound: Compound = { checks: [] }
  let combinator: ' ' | '>' = ' '
  let empty = true
  const close = () => {
    if (empty) throw new Error(`bad selector: ${source}`)
    parts.push({ compound, combinator })
    compound = { checks: [] }
    empty = true
  }
  TOKEN.lastIndex = 0
  const text = source.trim()
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex
    const m = TOKEN.exec(text)
    if (!m || m.index !== at) throw new Error(`unsupported selector: ${source}`)
    const [, child, space, tag, id, cls, name, op, value] = m
    if (child || space) {
      close()
      combinator = child ? '>' : ' '
      continue
    }
    empty = false
    if (tag) compound.tag = tag === '*' ? undefined : tag
    else if (id) compound.checks.push((el) => el.attribs.id === id)
    else if (cls) compound.checks.push((el) => (el.attribs.class ?? '').split(/\s+/).includes(cls))
    else if (name) compound.checks.push((el) => attributeMatches(el.attribs[name], op, value ?? ''))
  }
  close()
  return parts.reverse()
}

function attributeMatches(actual: string | undefined, op: string | undefined, value: string) {
  if (actual === undefined) return false
  if (op === '=') return actual === value
  if (op === '^=') return actual.startsWith(value)
  if (op === '*=') return actual.includes(value)
  if (op === '$=') return actual.endsWith(value)
  return true
}

const fits = (el: Element, { tag, checks }: Compound) =>
  (!tag || el.name === tag) && checks.every((check) => check(el))

function parentElement(el: Element): Element | null {
  return el.parent && DomUtils.isTag(el.parent) ? el.parent : null
}

/** Whether el matches selector[i..], whose first compound el itself must fit. */
function matches(el: Element, selector: Selector, i = 0): boolean {
  const part = selector[i]
  if (!part) return true
  if (!fits(el, part.compound)) return false
  if (i + 1 === selector.length) return true
  if (part.combinator === '>') {
    const parent = parentElement(el)
    return !!parent && matches(parent, selector, i + 1)
  }
  for (let up = parentElement(el); up; up = parentElement(up)) {
    if (matches(up, selector, i + 1)) return true
  }
  return false
}

/** Collapsed text, as a test reads it: runs of white space are one space, none at the ends. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

export class Html {
  readonly root: ReturnType<typeof parseDocument>

  constructor(
    readonly source: string,
    readonly response?: APIResponse,
  ) {
    this.root = parseDocument(source)
  }

  /** Every element under `within` (the whole page by default) matching the selector, in order. */
  all(selector: string, within?: Element): Element[] {
    // A list ('h2, h3') matches what any of its selectors does; no comma is inside [..] here.
    const parsed = selector.split(/,(?![^[]*\])/).map(parseSelector)
    // As querySelectorAll: matches inside `within`, whose ancestors may match the selector's start.
    return DomUtils.findAll(
      (el) => parsed.some((one) => matches(el, one)),
      (within ?? this.root).children,
    )
  }

  /** The one element matching the selector; fails the test when there is none or several. */
  one(selector: string, within?: Element): Element {
    const found = this.all(selector, within)
    expect(found.length, `exactly one ${selector}`).toBe(1)
    return found[0]!
  }

  /** The element's text, collapsed (see squash). */
  text(el: Element): string {
    return squash(DomUtils.textContent(el))
  }

  /**
   * The element's accessible name, roughly: its aria-label, else its text without what is
   * aria-hidden (an icon beside a word), collapsed.
   */
  name(el: Element): string {
    const shown = (node: Element['children'][number]): string =>
      DomUtils.isTag(node)
        ? node.attribs['aria-hidden'] === 'true'
          ? ''
          : node.children.map(shown).join('')
        : DomUtils.textContent(node)
    return el.attribs['aria-label'] ?? squash(shown(el))
  }

  /** The collapsed texts of every element matching the selector. */
  texts(selector: string, within?: Element): string[] {
    return this.all(selector, within).map((el) => this.text(el))
  }

  attr(el: Element, name: string): string | undefined {
    return el.attribs[name]
  }

  /**
   * The one landmark or group (`tag`) named `name` by its aria-label, or by the text of the
   * element its aria-labelledby names, as getByRole(role, { name }) finds it.
   */
  named(tag: string, name: string, within?: Element): Element {
    const found = this.all(tag, within).filter((el) => {
      const by = el.attribs['aria-labelledby']
      const label = by ? this.all(`#${by}`).map((l) => this.text(l))[0] : el.attribs['aria-label']
      return label === name
    })
    expect(found.length, `exactly one ${tag} named ${name}`).toBe(1)
    return found[0]!
  }

  /** Links by their name (aria-label, else their text), as getByRole('link', { name }) reads. */
  links(name?: string | RegExp, within?: Element): Element[] {
    return this.all('a[href]', within).filter((a) => {
      if (name === undefined) return true
      const own = this.name(a)
      return typeof name === 'string' ? own === name : name.test(own)
    })
  }

  /** The one link with that name; fails when there is none or several. */
  link(name: string | RegExp, within?: Element): Element {
    const found = this.links(name, within)
    expect(found.length, `exactly one link named ${name}`).toBe(1)
    return found[0]!
  }

  /** The href of the one link with that name. */
  href(name: string | RegExp, within?: Element): string {
    return this.link(name, within).attribs.href ?? ''
  }

  /** The page's title as document.title reads it: the first `title` outside an inline SVG. */
  title(): string {
    const inSvg = (el: Element) => {
      for (let up = parentElement(el); up; up = parentElement(up))
        if (up.name === 'svg') return true
      return false
    }
    const first = this.all('title').find((el) => !inSvg(el))
    return first ? this.text(first) : ''
  }

  /** Every JSON-LD block of the page, parsed. */
  jsonLd(): Record<string, unknown>[] {
    return this.all('script[type="application/ld+json"]').map(
      (el) => JSON.parse(DomUtils.textContent(el)) as Record<string, unknown>,
    )
  }
}

/**
 * GETs a path, checks its status (200 unless told) and parses its HTML. Redirects are followed
 * unless `maxRedirects: 0` is given.
 */
export async function getHtml(
  request: APIRequestContext,
  path: string,
  { status = 200, maxRedirects }: { status?: number; maxRedirects?: number } = {},
): Promise<Html> {
  const response = await request.get(path, { maxRedirects })
  expect(response.status(), path).toBe(status)
  return new Html(await response.text(), response)
}

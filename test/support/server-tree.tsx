import { Fragment, Suspense, cloneElement, isValidElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

type Props = { children?: ReactNode } & Record<string, unknown>

/**
 * A server component tree with its async components awaited, as React's server renderer would:
 * what is left (host elements, client and sync components) renders with react-dom. For unit tests
 * of pages; a browser spec covers the real render.
 */
export async function resolveServerTree(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolveServerTree))
  if (isValidElement<Props>(node)) {
    const { type, props } = node
    if (typeof type === 'function' && type.constructor.name === 'AsyncFunction') {
      return resolveServerTree(await (type as (props: Props) => Promise<ReactNode>)(props))
    }
    if (type === Suspense) return <Fragment>{await resolveServerTree(props.children)}</Fragment>
    if (props.children === undefined) return node
    const children = await resolveServerTree(props.children)
    // Spread as JSX passed them, so static siblings need no keys.
    return Array.isArray(children)
      ? cloneElement(node, undefined, ...children)
      : cloneElement(node, undefined, children)
  }
  return node
}

/** The HTML of a server component tree, its async parts awaited. */
export async function serverMarkup(node: ReactNode): Promise<string> {
  return renderToStaticMarkup(await resolveServerTree(node))
}

import type { SanitizedHtml } from '@/lib/content/fields'

/**
 * Renders editorial HTML. It only accepts HTML that the content layer has sanitised, so
 * nothing from Firestore reaches the page unsanitised.
 */
export function HtmlContent({
  html,
  className = 'prose',
}: {
  html: SanitizedHtml
  className?: string
}) {
  if (!html) return null
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}

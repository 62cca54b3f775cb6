import type { Metadata } from 'next'
import { UnavailableMessage } from '@/components/layout/unavailable-message'

export const metadata: Metadata = {
  title: 'Not available just now',
  robots: { index: false, follow: false },
}

/**
 * Prerendered once, with the site's header and footer, for the shipped nginx configuration to
 * send as the body of its 503 (scripts/ops/nginx/caching-proxy.conf): Next's own error document
 * is blank without JavaScript. A link to
 * the same address (an empty href) tries again, with or without JavaScript.
 */
export default function UnavailablePage() {
  return (
    <UnavailableMessage
      retry={
        // '' is the address the page was asked for, wherever this copy is sent.
        <a href="" className="button">
          Try again
        </a>
      }
    />
  )
}

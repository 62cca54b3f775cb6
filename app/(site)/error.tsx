'use client'

import { UnavailableMessage } from '@/components/layout/unavailable-message'

/*
 * A page that could not be rendered, inside the site's own header and footer: Firestore could
 * not be reached and the page was never rendered before (every page rendered once is served
 * from the cache instead). Shown after a navigation in the browser; a page requested as a
 * document through the shipped nginx configuration gets app/(site)/unavailable with a 503.
 * Reloading asks the server again, which `reset` alone would not.
 */
export default function SiteError() {
  return (
    <UnavailableMessage
      retry={
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      }
    />
  )
}

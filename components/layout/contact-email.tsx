import { DEMO_EMAIL, SITE } from '@/lib/site/config'

/** The programme's address as a mailto link; on a demo build, said to be a demo address. */
export function ContactEmail({ href }: { href: string }) {
  return (
    <>
      <a href={href}>{SITE.email}</a>
      {DEMO_EMAIL && (
        <span className="muted"> (a demo address: this copy of the site is a demonstration)</span>
      )}
    </>
  )
}

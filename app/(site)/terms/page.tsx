import type { Metadata } from 'next'
import { SITE } from '@/lib/site/config'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'Terms and Conditions',
  description: `The terms and conditions for using the ${SITE.name} website.`,
  alternates: pageAlternates('/terms'),
}

export default function TermsPage() {
  return (
    <div className="page page--narrow">
      <h1>Terms and Conditions</h1>
      <p className="muted">Effective from 1 May 2023.</p>
      <h2>1. About these terms</h2>
      <p>
        These terms apply to your use of the {SITE.name} website. By using the site you accept them.
        If you do not agree, please do not use the site.
      </p>
      <h2>2. Using the site</h2>
      <p>
        You may view, download and print content for your own personal, non-commercial use. You must
        not use the site in a way that breaks the law or stops others from using it.
      </p>
      <h2>3. Content and accuracy</h2>
      <p>
        We work to keep event details and information up to date, but dates, venues and arrangements
        can change. Please check with the organiser before you travel.
      </p>
      <h2>4. Intellectual property</h2>
      <p>
        Text, images and films on this site belong to {SITE.name}, the artists and the communities
        who made them, and are used with permission. Please ask before reusing them.
      </p>
      <h2>5. Links to other websites</h2>
      <p>
        We link to other websites, such as ticket sellers and partners. We are not responsible for
        their content or how they use your information.
      </p>
      <h2>6. Your information</h2>
      <p>
        When you e-mail us, we use your details only to answer you and to manage your application or
        enquiry. We do not sell or share them.
      </p>
      <h2>7. Changes to these terms</h2>
      <p>We may update these terms. The date at the top shows when they last changed.</p>
      <h2 id="law">8. Law</h2>
      <p>
        These terms are governed by the law of England, and the courts of England have jurisdiction
        over any dispute.
      </p>
    </div>
  )
}

import { absoluteUrl } from '@/lib/site/config'

/**
 * "Subscribe to these events": a view's calendar feed, as webcal:// (a phone or a desktop
 * calendar app offers to subscribe) and as its https address, to paste into a web calendar
 * such as Google's or Outlook's "From URL". Plain links; no JavaScript.
 */
export function SubscribeLinks({ feedPath }: { feedPath: string }) {
  const https = absoluteUrl(feedPath)
  const webcal = https.replace(/^https?:/, 'webcal:')
  return (
    <section className="section" aria-labelledby="subscribe-heading">
      <h2 id="subscribe-heading">Subscribe to these events</h2>
      <p className="section__intro">
        Your calendar app shows these events and keeps them up to date: new ones appear, and a
        changed or cancelled one changes.
      </p>
      <ul>
        <li>
          <a href={webcal} data-feed="webcal">
            Subscribe in your calendar app
          </a>
        </li>
        <li>
          Or add it by its address (in Google or Outlook, “From URL”):{' '}
          <a href={feedPath} type="text/calendar" data-feed="https">
            {https}
          </a>
        </li>
      </ul>
    </section>
  )
}

import type { Metadata } from 'next'

export const metadata: Metadata = {
  title: 'Creative Community Awards',
  description:
    'Awards of up to £15,000 for community groups and artists in Middlesbrough and Redcar & Cleveland.',
  alternates: { canonical: '/creative-communities-awards' },
}

export default function AwardsPage() {
  return (
    <div className="page">
      <h1>Creative Community Awards</h1>
      <p className="lede">
        18 awards for community-led, artist-led and legacy projects on the theme ‘Collective Radical
        Reimagination’.
      </p>
    </div>
  )
}

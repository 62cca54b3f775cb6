import type { Metadata } from 'next'
import { getStaffProfiles } from '@/lib/data/staff'
import { SITE } from '@/lib/site'

export const metadata: Metadata = {
  title: 'About',
  description: `Who we are: the consortium, partners and team behind ${SITE.name}.`,
  alternates: { canonical: '/about' },
}

export default async function AboutPage() {
  const staff = await getStaffProfiles()
  return (
    <div className="page">
      <h1>About</h1>
      <p className="lede">{SITE.description}</p>
      <section className="section" aria-labelledby="team-heading">
        <h2 id="team-heading">Our team</h2>
        <ul>
          {staff.map((person) => (
            <li key={person.id}>
              <strong>{person.name}</strong>, {person.role}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

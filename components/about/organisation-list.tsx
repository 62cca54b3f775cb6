import { Picture } from '@/components/ui/picture'
import type { Organisation } from '@/lib/pages/schema'
import styles from './about.module.css'

/** Organisations with their logos and a line about each. */
export function OrganisationList({ organisations }: { organisations: readonly Organisation[] }) {
  return (
    <ul className={styles.organisations}>
      {organisations.map((organisation) => (
        <li key={organisation.name} className={styles.organisation}>
          <Picture
            className={styles.logo}
            src={organisation.logo}
            alt=""
            width={240}
            height={96}
            unoptimized
          />
          <div>
            <h3 className={styles.orgName}>
              {organisation.website ? (
                <a href={organisation.website}>{organisation.name}</a>
              ) : (
                organisation.name
              )}
            </h3>
            <p>{organisation.description}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** A strip of partner logos; the logos are the content here, so each has its name as alt text. */
export function LogoStrip({ organisations }: { organisations: readonly Organisation[] }) {
  return (
    <ul className={styles.logoStrip}>
      {organisations.map((organisation) => (
        <li key={organisation.name}>
          <Picture
            src={organisation.logo}
            alt={organisation.name}
            width={180}
            height={72}
            unoptimized
          />
        </li>
      ))}
    </ul>
  )
}

import { Picture } from '@/components/ui/picture'
import { initials } from '@/lib/about/organisations'
import type { StaffProfile } from '@/lib/staff/schema'
import styles from './about.module.css'

/** The team, in the order given (the staff collection's `ordering`). */
export function StaffProfiles({ staff }: { staff: readonly StaffProfile[] }) {
  if (!staff.length) {
    return <p className="empty-state">Our team’s profiles will be here soon.</p>
  }
  return (
    <ul className={styles.staff}>
      {staff.map((person) => (
        <li key={person.id} className={styles.person}>
          {person.imageURL ? (
            <Picture
              className={styles.photo}
              src={person.imageURL}
              alt=""
              width={112}
              height={112}
              sizes="112px"
            />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {initials(person.name)}
            </span>
          )}
          <div>
            <h3 className={styles.name}>{person.name}</h3>
            <p className={styles.role}>{person.role}</p>
            {person.bio ? <p className={styles.bio}>{person.bio}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}

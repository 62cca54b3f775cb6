import Link from 'next/link'
import { Disclosure } from '@/components/ui/disclosure.client'
import type { AwardsQuestion } from '@/lib/awards/faq'
import styles from './awards.module.css'

/** The awards questions as an accordion: every item starts collapsed and toggles on its own. */
export function AwardsQuestions({ questions }: { questions: readonly AwardsQuestion[] }) {
  return (
    <div className={styles.questions}>
      {questions.map((item) => (
        <Disclosure key={item.id} summary={item.question} headingLevel={3}>
          {item.answer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {item.link ? (
            <p>
              <Link href={item.link.href}>{item.link.label}</Link>
            </p>
          ) : null}
        </Disclosure>
      ))}
    </div>
  )
}

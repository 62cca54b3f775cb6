import { HtmlContent } from '@/components/content/html-content'
import type { RoundQuestion } from '@/lib/awards/schema'
import { Disclosure } from '@/components/ui/disclosure.client'
import styles from './awards.module.css'

/** A round's questions as an accordion: every item starts collapsed and toggles on its own. */
export function AwardsQuestions({ questions }: { questions: readonly RoundQuestion[] }) {
  return (
    <div className={styles.questions}>
      {questions.map((item) => (
        <Disclosure key={item.question} summary={item.question} headingLevel={3}>
          <HtmlContent html={item.answer} className="" />
        </Disclosure>
      ))}
    </div>
  )
}

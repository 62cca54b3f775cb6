import { HtmlContent } from '@/components/content/html-content'
import type { Question } from '@/lib/questions/schema'
import styles from './fyi.module.css'

/** One category's questions, each with its answer, in the order given (A to Z by question). */
export function QuestionList({ questions }: { questions: readonly Question[] }) {
  return (
    <div className={styles.results}>
      {questions.map((q) => (
        <article key={q.id} className={styles.question}>
          <h3>{q.question}</h3>
          <HtmlContent html={q.answer} />
        </article>
      ))}
    </div>
  )
}

import Link from 'next/link'
import type { ReactNode } from 'react'
import { dictionaryPath, questionsPath } from '@/lib/site/routes'
import { mailto } from '@/lib/site/config'
import styles from './fyi.module.css'

export const LETTER_PROMPT = '( Select a letter above )'
export const CATEGORY_PROMPT = '( Select a category above )'

const SUGGEST_WORD = mailto(
  'Suggest a word for the dictionary',
  'The word or phrase:\n\nWhat I think it means:\n\nWhere I came across it (optional):\n',
)

/**
 * The FYI screen: the dictionary and the FAQ side by side. Each shows its links, then the
 * chosen letter's entries or category's questions, or a prompt while none is chosen.
 */
export function FyiScreen({
  letters,
  categories,
  currentLetter,
  currentCategory,
  dictionary,
  faq,
}: {
  letters: readonly string[]
  categories: readonly string[]
  currentLetter?: string
  currentCategory?: string
  dictionary?: ReactNode
  faq?: ReactNode
}) {
  return (
    <div className={styles.screen}>
      <section className={styles.panel} aria-labelledby="dictionary-heading">
        <h2 id="dictionary-heading">Dictionary</h2>
        <p>Words and phrases you might meet in community arts and funding, in plain English.</p>
        <nav aria-label="Dictionary letters">
          <ul className={styles.letters}>
            {letters.map((letter) => {
              const current = letter === currentLetter
              return (
                <li key={letter}>
                  <Link
                    href={dictionaryPath(letter)}
                    className={styles.letter}
                    aria-current={current ? 'page' : undefined}
                  >
                    {letter}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        {dictionary ?? <p className={styles.prompt}>{LETTER_PROMPT}</p>}
        <p className={styles.action}>
          <a className="button button--ghost" href={SUGGEST_WORD}>
            Suggest a word
          </a>
        </p>
      </section>

      <section className={styles.panel} aria-labelledby="faq-heading">
        <h2 id="faq-heading">Questions</h2>
        <p>
          Answers to the questions people ask us most. Can’t find yours?{' '}
          <Link href="/contact">Get in touch</Link> and we’ll help.
        </p>
        <nav aria-label="Question categories">
          <ul className={styles.categories}>
            {categories.map((category) => {
              const current = category === currentCategory
              return (
                <li key={category}>
                  <Link
                    href={questionsPath(category)}
                    className={styles.category}
                    aria-current={current ? 'page' : undefined}
                  >
                    {category}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        {faq ?? <p className={styles.prompt}>{CATEGORY_PROMPT}</p>}
        <p className={styles.action}>
          <Link className="button button--ghost" href="/contact">
            Ask a question
          </Link>
        </p>
      </section>
    </div>
  )
}

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

/** One half of the screen: its heading, its links, the chosen content or a prompt, an action. */
function FyiPanel({
  id,
  title,
  intro,
  linksLabel,
  links,
  current,
  chosen,
  prompt,
  action,
}: {
  id: string
  title: string
  intro: ReactNode
  linksLabel: string
  links: readonly { label: string; href: string }[]
  current?: string
  chosen?: ReactNode
  prompt: string
  action: ReactNode
}) {
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <p>{intro}</p>
      <nav aria-label={linksLabel}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className={styles.link}
                aria-current={link.label === current ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {chosen ?? <p className={styles.prompt}>{prompt}</p>}
      <p className={styles.action}>{action}</p>
    </section>
  )
}

/**
 * The FYI screen: the dictionary and the FAQ side by side. Each shows its links, then the
 * chosen letter's entries or category's questions, or a prompt while none is chosen. The
 * section a visitor chose comes first, so on a phone its answers are not below the other.
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
  const dictionaryPanel = (
    <FyiPanel
      key="dictionary"
      id="dictionary"
      title="Dictionary"
      intro="Words and phrases you might meet in community arts and funding, in plain English."
      linksLabel="Dictionary letters"
      links={letters.map((letter) => ({ label: letter, href: dictionaryPath(letter) }))}
      current={currentLetter}
      chosen={dictionary}
      prompt={LETTER_PROMPT}
      action={
        <a className="button button--ghost" href={SUGGEST_WORD}>
          Suggest a word
        </a>
      }
    />
  )
  const questionsPanel = (
    <FyiPanel
      key="faq"
      id="faq"
      title="Questions"
      intro={
        <>
          Answers to the questions people ask us most. Can’t find yours?{' '}
          <Link href="/contact">Get in touch</Link> and we’ll help.
        </>
      }
      linksLabel="Question categories"
      links={categories.map((category) => ({ label: category, href: questionsPath(category) }))}
      current={currentCategory}
      chosen={faq}
      prompt={CATEGORY_PROMPT}
      action={
        <Link className="button button--ghost" href="/contact">
          Ask a question
        </Link>
      }
    />
  )
  return (
    <div className={styles.screen}>
      {currentCategory ? [questionsPanel, dictionaryPanel] : [dictionaryPanel, questionsPanel]}
    </div>
  )
}

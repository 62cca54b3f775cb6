import { HtmlContent } from '@/components/content/html-content'
import type { DictionaryEntry } from '@/lib/dictionary/schema'
import { termAnchor } from '@/lib/dictionary/structured-data'
import styles from './fyi.module.css'

/** One letter's entries: word, type and description, in the order given (A to Z by word). */
export function DictionaryEntries({
  letter,
  entries,
}: {
  letter: string
  entries: readonly DictionaryEntry[]
}) {
  return (
    <div className={styles.results}>
      <h3 className={styles.resultsHeading}>
        {entries.length} {entries.length === 1 ? 'word' : 'words'} beginning with {letter}
      </h3>
      <dl className={styles.entries}>
        {entries.map((entry) => (
          <div key={entry.id} id={termAnchor(entry.word)} className={styles.entry}>
            <dt>
              <dfn className={styles.word}>{entry.word}</dfn>
              {entry.type ? <span className={styles.type}>{entry.type}</span> : null}
            </dt>
            <dd>
              <HtmlContent html={entry.desc} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

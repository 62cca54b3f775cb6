import { fileType, formatFileSize } from '@/lib/awards/downloads'
import type { RoundDocument } from '@/lib/awards/schema'
import styles from './awards.module.css'

/** Download links, each with its file type and size (measured when it was stored) beside it. */
export function DownloadsList({ documents }: { documents: readonly RoundDocument[] }) {
  return (
    <ul className={styles.downloads}>
      {documents.map((document) => {
        const type = fileType(document.type)
        return (
          <li key={document.url} className={styles.download}>
            <svg
              className={styles.fileIcon}
              viewBox="0 0 24 24"
              width="28"
              height="28"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M6 2h8l5 5v15H6z M14 2v5h5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
              />
            </svg>
            <a href={document.url} type={type.mime} download>
              {document.title} <span className="visually-hidden">({type.label})</span>
            </a>
            <span className={styles.fileMeta}>
              {type.label}, {formatFileSize(document.bytes)}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

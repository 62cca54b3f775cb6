import { statSync } from 'node:fs'
import { join } from 'node:path'
import { downloadPath, fileType, formatFileSize, type Download } from '@/lib/awards/downloads'
import styles from './awards.module.css'

/** The size of a file in public/, read when the page is rendered so it cannot drift. */
function publicFileSize(path: string): number {
  return statSync(join(process.cwd(), 'public', path)).size
}

/** Download links, each with its file type and size beside it. */
export function DownloadsList({ downloads }: { downloads: readonly Download[] }) {
  return (
    <ul className={styles.downloads}>
      {downloads.map((download) => {
        const path = downloadPath(download.file)
        const type = fileType(download.file)
        const size = formatFileSize(publicFileSize(path))
        return (
          <li key={download.file} className={styles.download}>
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
            <a href={path} type={type.mime || undefined} download>
              {download.title} <span className="visually-hidden">({type.label})</span>
            </a>
            <span className={styles.fileMeta}>
              {type.label}, {size}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

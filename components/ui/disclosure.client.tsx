'use client'

import { useId, useState, type ReactNode } from 'react'
import styles from './disclosure.module.css'

export interface DisclosureProps {
  /** The button's text: what the hidden content is about. */
  summary: ReactNode
  /** The content shown and hidden. Rendered on the server too, so it is in the page's HTML. */
  children: ReactNode
  /** The heading level that wraps the button, so the page outline stays right. */
  headingLevel?: 2 | 3 | 4
  defaultOpen?: boolean
  /** 'plain' for accordion rows, 'section' for a boxed, standalone section. */
  variant?: 'plain' | 'section'
  className?: string
}

/**
 * A show/hide section: a real button (aria-expanded, aria-controls) inside a heading, and a
 * panel hidden at zero height while closed. Click, Enter and Space all toggle it, because it
 * is a native <button>. The arrow points right when closed and down when open.
 * Without JavaScript, <DisclosureNoScript /> on the page shows every panel.
 */
export function Disclosure({
  summary,
  children,
  headingLevel = 3,
  defaultOpen = false,
  variant = 'plain',
  className,
}: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen)
  const id = useId()
  const buttonId = `${id}-button`
  const panelId = `${id}-panel`
  const Heading = `h${headingLevel}` as const
  const state = open ? 'open' : 'closed'
  return (
    <div
      className={[styles.disclosure, styles[variant], className].filter(Boolean).join(' ')}
      data-state={state}
    >
      <Heading className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={styles.button}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <Arrow direction={open ? 'down' : 'right'} />
          <span className={styles.summary}>{summary}</span>
        </button>
      </Heading>
      <div id={panelId} className={styles.panel} data-state={state}>
        <div className={styles.inner}>
          <div className={styles.content}>{children}</div>
        </div>
      </div>
    </div>
  )
}

function Arrow({ direction }: { direction: 'right' | 'down' }) {
  return (
    <svg
      className={styles.arrow}
      data-direction={direction}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5.5 2.5 11 8l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
    </svg>
  )
}

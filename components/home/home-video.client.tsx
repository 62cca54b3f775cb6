'use client'

import { Picture } from '@/components/ui/picture'
import { useEffect, useRef, useState } from 'react'
import styles from './home.module.css'
import { useHydrated } from '@/components/ui/client-hooks'

/**
 * A poster with a play button; the YouTube player (and its scripts, cookies and data) is
 * only created when the button is pressed, so the video costs nothing until it is used.
 * Nothing plays on page load. Focus moves to the player once it exists. Before hydration
 * (or without JavaScript) the button is a link to the video's page on YouTube.
 */
export function HomeVideo({
  embedUrl,
  watchUrl,
  title,
  poster,
  durationText,
}: {
  embedUrl: string
  watchUrl: string
  title: string
  poster: string
  durationText: string
}) {
  const mounted = useHydrated()
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  if (playing) {
    return (
      <div className={styles.video}>
        <iframe
          ref={frame}
          className={styles.frame}
          src={embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    )
  }

  const label = (
    <>
      <span aria-hidden="true" className={styles.playIcon}>
        ▶
      </span>
      <span>
        {mounted ? 'Play the video' : 'Watch the video on YouTube'}
        <span className="visually-hidden">: {title}</span>
        <span className={styles.playNote}>{durationText}, with captions.</span>
      </span>
    </>
  )
  return (
    <div className={styles.video}>
      <Picture
        className={styles.poster}
        src={poster}
        alt=""
        width={1280}
        height={720}
        sizes="(max-width: 767px) 100vw, 40vw"
        // Beside the welcome at the top of the home page: its largest paint on a wide screen.
        largest
      />
      {mounted ? (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
          {label}
        </button>
      ) : (
        <a className={styles.play} href={watchUrl} rel="noopener noreferrer">
          {label}
        </a>
      )}
    </div>
  )
}

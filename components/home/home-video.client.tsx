'use client'

import Image from 'next/image'
import { useRef, useState, useEffect } from 'react'
import styles from './home.module.css'

/**
 * A poster with a play button; the YouTube player (and its scripts, cookies and data) is
 * only created when the button is pressed, so the video costs nothing until it is used.
 * Nothing plays on page load. Focus moves to the player once it exists.
 */
export function HomeVideo({
  embedUrl,
  title,
  poster,
  durationText,
}: {
  embedUrl: string
  title: string
  poster: string
  durationText: string
}) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  return (
    <div className={styles.video}>
      {playing ? (
        <iframe
          ref={frame}
          className={styles.frame}
          src={embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <Image
            className={styles.poster}
            src={poster}
            alt=""
            width={1280}
            height={720}
            sizes="(max-width: 767px) 100vw, 72rem"
          />
          <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
            <span aria-hidden="true" className={styles.playIcon}>
              ▶
            </span>
            <span>
              Play the video<span className="visually-hidden">: {title}</span>
              <span className={styles.playNote}>
                {durationText}, with captions. Plays from YouTube.
              </span>
            </span>
          </button>
        </>
      )}
    </div>
  )
}

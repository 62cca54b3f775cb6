import { VIDEO_ORIGIN } from '@/lib/site/security-headers.mjs'

// The video itself (its id, title, poster) is the home page's content (lib/pages).

/**
 * The privacy-enhanced embed URL: no cookies until the video plays, captions on, starting
 * at once because the visitor has just asked for it (never on page load).
 */
export function youtubeEmbedUrl(youtubeId: string): string {
  const params = new URLSearchParams({
    autoplay: '1',
    cc_load_policy: '1',
    cc_lang_pref: 'en',
    hl: 'en-GB',
    rel: '0',
    modestbranding: '1',
  })
  return `${VIDEO_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?${params}`
}

/** The video's page on YouTube, for visitors without JavaScript. */
export function youtubeWatchUrl(youtubeId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`
}

import { TEXT_LIMITS } from '@/lib/content/field-rules'

/**
 * Checks of a picture's alt text that catch the usual slips (WCAG 1.1.1; the W3C alt decision
 * tree): empty, a file name, or words a screen reader already says.
 */
const FILE_NAME =
  /^[\w\s().-]*\.(jpe?g|png|webp|avif|gif|heic|tiff?)$|^(img|dsc|dscn|pxl|photo|image)[-_ ]?\d+/i
const REDUNDANT_START = /^(an? )?(image|picture|photo|photograph|graphic|pic) (of|showing)\b/i

/** As long as the picture's title on an event or update may be, which a library save copies it to. */
export const ALT_TEXT_MAX = TEXT_LIMITS.title

export function altTextWarnings(alt: string): string[] {
  const text = alt.trim()
  if (!text) {
    return [
      'There is no alt text yet: people who cannot see the picture will not know what it shows.',
    ]
  }
  const warnings: string[] = []
  if (FILE_NAME.test(text) || /\.(jpe?g|png|webp|avif)\b/i.test(text)) {
    warnings.push('This looks like a file name: describe what the picture shows instead.')
  }
  if (REDUNDANT_START.test(text)) {
    warnings.push('Leave out “image of” or “photo of”: screen readers already say it is a picture.')
  }
  if (text.length > 150) {
    warnings.push('This is long: keep to what matters in a sentence or two.')
  }
  return warnings
}

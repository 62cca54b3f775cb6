import type { ThemeColour } from './field-rules'

/** The CSS class for a themeColour; an unknown or missing colour gets the default style. */
export function themeClass(colour: ThemeColour | undefined): string {
  return `theme-${colour ?? 'default'}`
}

// What a field may hold, apart from the schemas in ./fields: the admin's client components read
// these without bundling the sanitiser and zod those schemas use.

/**
 * How long a field may be: generous for real text (the longest demo title is 48 characters),
 * far below what would bloat every page that shows it. A document over a limit is skipped
 * and logged like any other invalid one.
 */
export const TEXT_LIMITS = { title: 200, shortText: 2_000, html: 100_000 } as const

/** The colours a card may wear (lib/content/theme.ts). */
export const THEME_COLOURS = [
  'white',
  'burple',
  'pink',
  'purple',
  'lime',
  'green',
  'salmon',
  'red',
  'aqua',
  'blue',
] as const
export type ThemeColour = (typeof THEME_COLOURS)[number]

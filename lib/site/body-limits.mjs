// @ts-check
// .mjs: next.config.mjs imports it, through no TypeScript step.

/**
 * The most a server action's body may hold, in bytes. Files go ahead of a save to
 * /admin/uploads, so an action's body is text: the largest form, a round's two rich texts of
 * 100,000 characters at most (TEXT_LIMITS), is under 1 MB even at 3 bytes a character.
 * A made-up session cookie therefore buys at most this much reading.
 */
export const ACTION_BODY_BYTES = 2 * 1024 * 1024

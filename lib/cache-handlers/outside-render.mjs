// @ts-check
// .mjs: imported by the cache handlers, which Next's server loads as they are (no TypeScript).
// The Redis handlers date entries and tags with Date.now(). Next 16 counts reading the clock as
// I/O while it prerenders (a regeneration is one) and aborts a route that does so outside
// 'use cache' ("Dynamic server usage: Date.now()"); its own handlers read performance.now()
// instead. A cache lookup is not part of what a page renders, so the handlers' calls run
// outside the render's stores, where Next does not watch the clock.
import { workAsyncStorage, workUnitAsyncStorage } from './next-internals.mjs'

/**
 * `run()`, with the render's stores left: its promises, too, run outside them.
 * @template T
 * @param {() => T} run
 * @returns {T}
 */
export function outsideRender(run) {
  return workUnitAsyncStorage.exit(() => workAsyncStorage.exit(run))
}

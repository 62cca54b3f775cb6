// @ts-check
// .mjs: imported by the Redis client of the cache handlers, which Next's server loads as they are.
// State one server process shares between Next's bundles: the pages, the route handlers, the
// proxy and the cache handlers each get their own copy of a module, so a plain module-level
// variable would be one per bundle. This module keeps each piece in one slot of the process,
// under a registered symbol, and is the only place that does.

const SLOT = Symbol.for('creative-communities.process-state')

/**
 * This process's one `name`, made by `create` the first time any bundle asks for it. Each
 * module names and types its own slot, so this module imports none of them.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export function processSlot(name, create) {
  const holder = /** @type {{ [SLOT]?: Map<string, unknown> }} */ (globalThis)
  const slots = (holder[SLOT] ??= new Map())
  if (!slots.has(name)) slots.set(name, create())
  return /** @type {T} */ (slots.get(name))
}

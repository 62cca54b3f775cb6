// Requests take turns with the event loop, so that a busy server still accepts connections.
//
// Since libuv 1.45 (Node 20) a listening socket accepts one connection per turn of the event
// loop (libuv/libuv#3696). Node starts every request that has arrived within the same turn, so
// at 200 connections one turn lasts as long as 200 requests take (about 100 ms for cached pages
// here), and a connection opened then waits in the kernel's queue for as many turns as there
// are connections ahead of it: seconds. wrk and the caching proxy (whose connections beyond
// its keep-alive pool are new ones) saw those as timeouts, and Next alone was no exception.
// Starting queued requests a few per turn, oldest first, keeps each turn short and the waiting
// fair: a request waits for the ones that came before it, not for the accept queue.
//
// A few, not one: each turn of the loop costs something of its own, and on a cached page Next
// paid it many times over. Measured on this 2-core machine with wrk at 50 connections on an
// event page, the site's server used 0.55 to 0.73 ms of CPU per request starting eight per
// turn and 0.79 to 1.3 ms starting one (1,530 to 2,000 req/s against 870 to 1,380), and 0.85
// ms starting all at once. A plain Node server with no Next in it served 15 % more at eight per
// turn than at one. At 200 connections eight per turn had no timeouts either.

/** How many queued requests each turn starts. */
export const PER_TURN = 8

/**
 * Wraps a request handler: requests are queued in order of arrival and started, oldest first,
 * at most `perTurn` in each turn of the event loop (setImmediate).
 * @template {unknown[]} A
 * @param {(...args: A) => void} handle
 * @param {{ schedule?: (run: () => void) => void, perTurn?: number }} [options]
 * @returns {(...args: A) => void}
 */
export function takingTurns(handle, { schedule = setImmediate, perTurn = PER_TURN } = {}) {
  /** @type {A[]} */
  const queue = []
  let head = 0
  let scheduled = false

  function turn() {
    const last = Math.min(queue.length, head + perTurn)
    try {
      while (head < last) {
        const args = queue[head]
        queue[head] = /** @type {A} */ (/** @type {unknown} */ (undefined))
        head += 1
        handle(...args)
      }
    } finally {
      // Also after a handler threw: the requests behind it still get their turn.
      if (head === queue.length) {
        queue.length = 0
        head = 0
        scheduled = false
      } else {
        schedule(turn)
      }
    }
  }

  /** @param {A} args */
  return (...args) => {
    queue.push(args)
    if (!scheduled) {
      scheduled = true
      schedule(turn)
    }
  }
}

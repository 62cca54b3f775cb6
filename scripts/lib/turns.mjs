// Requests take turns with the event loop, so that a busy server still accepts connections.
//
// Since libuv 1.45 (Node 20) a listening socket accepts one connection per turn of the event
// loop (libuv/libuv#3696). Node starts every request that has arrived within the same turn, so
// at 200 connections one turn lasts as long as 200 requests take (about 100 ms for cached pages
// here), and a connection opened then waits in the kernel's queue for as many turns as there
// are connections ahead of it: seconds. wrk and the caching proxy (whose connections beyond
// its keep-alive pool are new ones) saw those as timeouts, and Next alone was no exception.
// Starting queued requests one per turn, oldest first, keeps each turn short and the waiting
// fair: a request waits for the ones that came before it, not for the accept queue.

/**
 * Wraps a request handler: requests are queued in order of arrival and started one at a time,
 * each in a turn of the event loop of its own (setImmediate).
 * @template {unknown[]} A
 * @param {(...args: A) => void} handle
 * @param {{ schedule?: (run: () => void) => void }} [options]
 * @returns {(...args: A) => void}
 */
export function takingTurns(handle, { schedule = setImmediate } = {}) {
  /** @type {A[]} */
  const queue = []
  let head = 0
  let scheduled = false

  function turn() {
    const args = queue[head]
    queue[head] = /** @type {A} */ (/** @type {unknown} */ (undefined))
    head += 1
    try {
      handle(...args)
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

import { median, parseWrk } from './wrk.mjs'

// wrk 4.1's own output, as printed on this machine.
const CLEAN = `Running 2s test @ http://127.0.0.1:8765/
  2 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    13.83ms    5.06ms  32.00ms   71.56%
    Req/Sec   242.32    122.51   460.00     52.50%
  Latency Distribution
     50%   13.65ms
     75%   16.68ms
     90%   20.13ms
     99%   26.73ms
  967 requests in 2.01s, 2.16MB read
Requests/sec:    482.27
Transfer/sec:      1.08MB
`

const TROUBLED = `Running 10s test @ http://127.0.0.1:3000/events
  2 threads and 200 connections
  Latency Distribution
     50%  850.00us
     75%    1.20ms
     90%    2.00ms
     99%    1.35s
  5000 requests in 10.00s, 300.00MB read
  Socket errors: connect 0, read 2, write 0, timeout 28
  Non-2xx or 3xx responses: 3
Requests/sec:    500.10
Transfer/sec:     30.00MB
`

describe('parseWrk', () => {
  it('reads req/s, p50, p99 and the request count', () => {
    expect(parseWrk(CLEAN)).toEqual({
      requestsPerSecond: 482.27,
      p50: 13.65,
      p99: 26.73,
      requests: 967,
      timeouts: 0,
      errors: 0,
    })
  })

  it('turns µs and s into ms, and counts socket errors, timeouts and bad statuses', () => {
    const result = parseWrk(TROUBLED)
    expect(result.p50).toBeCloseTo(0.85)
    expect(result.p99).toBe(1350)
    expect(result.timeouts).toBe(28)
    expect(result.errors).toBe(2 + 28 + 3)
  })
})

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20)
    expect(median([40, 10, 30, 20])).toBe(25)
  })
})

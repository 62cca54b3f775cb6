import http from 'node:http'
import { expect, test } from '@playwright/test'

// At least 200 odd requests, written byte for byte (fetch would normalise them): none may
// answer 5xx or hang, and no body may show a stack trace or a path on the server. TRACE is
// the shipped nginx configuration's to refuse (405): Next alone fails it with a 500 before any
// route or proxy.ts runs, which may not hang or leak either.
const base = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3000')
const edge = new URL(process.env.E2E_PROXY_URL ?? base.href)

const PATHS = [
  '/%00',
  '/events/%00',
  '/events/x/%00',
  '/updates/%00/%00',
  '/%',
  '/%%',
  '/%zz',
  '/events/%E0%A4%A',
  '/events/%C3%28/x',
  '/fyi/dictionary/%C0%AE',
  '/fyi/questions/%FF',
  '/%252e%252e/%252e%252e/etc/passwd',
  '/events/%252F..%252F',
  '/../../../../etc/passwd',
  '/events/../../../etc/passwd',
  '/events/..%2f..%2f..%2fetc%2fpasswd',
  '/./././',
  '/events/./x/./y',
  '//evil.example/',
  '/\\evil.example/',
  '/%5Cevil.example/',
  '/events/%2F%2Fevil.example',
  '/événements',
  '/events/%F0%9F%8E%89/%F0%9F%8E%89',
  '/fyi/dictionary/%E2%80%AE',
  '/updates/archive/page/99999999999999999999999',
  '/updates/archive/page/-1',
  '/updates/archive/page/1e3',
  '/updates/archive/page/0x10',
  '/events/archive/page/NaN',
  '/events/category/%00/page/2',
  '/events/category/' + 'a'.repeat(3000),
  '/' + 'a'.repeat(6000),
  '/events/' + 'x/'.repeat(500),
  '/?' + 'q='.padEnd(12_000, 'x'),
  '/events?category=' + '%00'.repeat(100),
  '/events?category=%',
  '/events?category[]=a&category[]=b',
  '/events?__proto__[x]=1',
  '/_next/image?url=%2F%5Cevil.example%2Fx.png&w=640&q=75',
  '/_next/image?url=javascript:alert(1)&w=640&q=75',
  '/_next/image?url=/logo.svg&w=99999&q=75',
  '/_next/image?url=&w=&q=',
  '/_next/static/%2e%2e/%2e%2e/package.json',
  '/_next/data/x/y.json',
  '/api/health?%',
  '/api/revalidate?%00',
  '/api/health?' + 'x'.repeat(5000),
  '/events/calendar.ics/%00',
  '/updates/feed.xml/..',
  '/sitemap.xml?%zz',
  '/robots.txt%00.html',
  '/admin/%00',
  '/admin/events/%2e%2e',
]

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']

interface Answer {
  status: number | string
  body: string
}

function send(path: string, method: string, headers: Record<string, string> = {}, to = base) {
  return new Promise<Answer>((resolve) => {
    const request = http.request(
      { host: to.hostname, port: to.port, path, method, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        )
      },
    )
    request.setTimeout(20_000, () => request.destroy(new Error('timeout')))
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: error.code ?? error.message, body: '' }),
    )
    request.end(method === 'POST' || method === 'PUT' ? '{"x":' : undefined)
  })
}

/** What must never be in a body: a stack frame, or where the server's files are. */
const LEAKS = [
  /\n\s+at [\w.<>]+ \(/,
  new RegExp(process.cwd().replace(/\//g, '\\/')),
  /node_modules/,
]

function check(label: string, { status, body }: Answer, problems: string[], allow5xx = false) {
  if (typeof status !== 'number') problems.push(`${label}: ${status}`)
  else if (status >= 500 && !allow5xx) problems.push(`${label}: ${status}`)
  for (const leak of LEAKS) if (leak.test(body)) problems.push(`${label}: body shows ${leak}`)
}

test.setTimeout(480_000)

test('odd paths, queries and methods: no 5xx, no hang, no stack trace or path', async () => {
  const problems: string[] = []
  let sent = 0
  for (const path of PATHS) {
    for (const method of METHODS) {
      const label = `${method} ${path.slice(0, 80)}`
      if (method === 'TRACE') {
        const refused = await send(path, method, {}, edge)
        // 405, or 400/414 where nginx refuses the path itself first.
        if (typeof refused.status !== 'number' || refused.status < 400 || refused.status >= 500) {
          problems.push(`${label} through nginx: ${refused.status}`)
        }
        check(`${label} to Next`, await send(path, method), problems, true)
      } else {
        check(label, await send(path, method), problems)
      }
      sent += 1
    }
  }
  console.log(`[bad requests] ${sent} requests`)
  expect(sent).toBeGreaterThanOrEqual(200)
  expect(problems).toEqual([])
})

test('huge and odd headers: refused or ignored, never a 5xx', async () => {
  const problems: string[] = []
  const cases: [string, Record<string, string>][] = [
    ['a 20 KB cookie', { Cookie: `x=${'a'.repeat(20_000)}` }],
    ['a 7 KB cookie', { Cookie: `x=${'a'.repeat(7_000)}` }],
    ['a long user agent', { 'User-Agent': 'b'.repeat(8_000) }],
    ['a bad RSC header', { RSC: '1', 'Next-Router-State-Tree': '%%%' }],
    ['a bad router state', { RSC: '1', 'Next-Router-State-Tree': '[[[' }],
    ['a fake action', { 'Next-Action': 'x'.repeat(100) }],
    ['a forwarded host', { 'X-Forwarded-Host': 'evil.example' }],
    ['a bad range', { Range: 'bytes=999999999-1' }],
    ['a bad if-none-match', { 'If-None-Match': '"'.repeat(500) }],
    ['a draft cookie', { Cookie: '__prerender_bypass=forged' }],
    ['an admin cookie', { Cookie: '__session=forged' }],
    ['bad accept-encoding', { 'Accept-Encoding': 'x'.repeat(2_000) }],
  ]
  for (const [label, headers] of cases) {
    for (const path of ['/', '/events', '/updates/feed.xml', '/admin']) {
      check(`${label} ${path}`, await send(path, 'GET', headers), problems)
    }
  }
  expect(problems).toEqual([])
})

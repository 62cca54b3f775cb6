// Where the site's server listens when only this machine may reach it (behind nginx, in the
// tests, the demo and the benchmarks): 'localhost', not '127.0.0.1'. Next 16.4.6 spells every
// loopback address 'localhost' in a proxy.ts rewrite, then compares that rewrite's origin with
// the listening address as written: with '127.0.0.1' it forwards each rewrite over HTTP to
// itself (vercel/next.js#94745), so every 404 of an unknown id cost two requests, and under
// load some of them failed as 500s. e2e/request/loopback-rewrite.spec.ts fails once Next keeps
// such a rewrite internal: then this module can go.
export const LOOPBACK_HOSTNAME = 'localhost'

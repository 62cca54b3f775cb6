// @ts-check
import { fileURLToPath } from 'node:url'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { z } from 'zod'
import {
  contentLifetime,
  publicCacheControl,
  SEARCH_CACHE_CONTROL,
} from './lib/content/cache-life.mjs'
import {
  IMAGE_LOCAL_PATTERNS,
  IMAGE_REMOTE_PATTERNS,
  PICTURE_BUCKET,
} from './lib/content/image-hosts.mjs'
import {
  adminFormPostHeaders,
  adminSecurityHeaders,
  securityHeaders,
} from './lib/site/security-headers.mjs'

// Fail the build, not the first request, when the environment is wrong.
const parsedEnv = z
  .object({
    CONTENT_REVALIDATE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    // The public address; required by production builds (see the export below).
    SITE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    // Checked here so a typo fails the build rather than a page or the calendar download.
    NEXT_PUBLIC_CONTACT_EMAIL: z.email().optional(),
    REVALIDATE_SECRET: z.string().min(16, 'needs 16+ characters').optional(),
    // The project the site reads (as lib/site/env.ts resolves it).
    FIREBASE_PROJECT_ID: z.string().min(1).optional(),
    GCLOUD_PROJECT: z.string().min(1).optional(),
    // Several instances share one cache there (docs/caching-and-publishing.md).
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  })
  .safeParse(process.env)
if (!parsedEnv.success) {
  const problems = parsedEnv.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
  throw new Error(`Invalid environment:\n${problems.join('\n')}`)
}
const buildEnv = parsedEnv.data

const revalidate = buildEnv.CONTENT_REVALIDATE_SECONDS

/**
 * With REDIS_URL, 'use cache' entries, rendered pages and their tags live in Redis, shared by
 * every instance, instead of each process's memory; without it, pages are in Next's own
 * memory and file-system cache (./lib/cache-handlers/file-system.mjs).
 * @returns {Partial<import('next').NextConfig>}
 */
function sharedCache() {
  /** @param {string} file */
  const handler = (file) => fileURLToPath(new URL(`./lib/cache-handlers/${file}`, import.meta.url))
  // Next's own file-system cache, with the fix that lets a page on disk be read back.
  if (!buildEnv.REDIS_URL) return { cacheHandler: handler('file-system.mjs') }
  return {
    cacheHandler: handler('pages.mjs'),
    cacheHandlers: { default: handler('data.mjs') },
    // Every instance reads the shared copy, so none serves a page another has replaced.
    cacheMaxMemorySize: 0,
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The end-to-end tests build into their own folder so they never overwrite a demo build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  cacheComponents: true,
  ...sharedCache(),
  // Off on purpose: with Partial Prefetching an unlisted event or update URL is answered
  // from the shared App Shell with status 200 before the page knows whether the id exists.
  // Without it the first request waits for the real render, so an unknown id is a 404 and
  // a wrong slug a 308, which crawlers and link checkers rely on.
  partialPrefetching: false,
  poweredByHeader: false,
  // Next's own server alone (`npm start`, App Hosting, the Dockerfile): a folder with the
  // server and only the node_modules it needs.
  output: 'standalone',
  // Published as ES modules only: listed so that next/jest compiles them for the unit tests too.
  transpilePackages: ['feed', '@mrjasonroy/cache-components-cache-handler'],
  // The public site and the admin area have separate root layouts, so unmatched paths need
  // their own 404 document.
  experimental: {
    globalNotFound: true,
    // Files go ahead of their form to app/admin/uploads (which checks the session before a
    // byte is read), so an action's body is text: the largest form, a round's two rich texts of
    // 100,000 characters at most (TEXT_LIMITS), is under 1 MB even at 3 bytes a character, and a
    // made-up session cookie buys at most 2 MB of reading. A form posted without JavaScript can
    // still carry a small file. Next copies at most proxyClientMaxBodySize of a body for proxy.ts.
    serverActions: { bodySizeLimit: '2mb' },
    proxyClientMaxBodySize: '1mb',
  },
  reactStrictMode: true,
  // The test runs type-check the tree once (`npm run typecheck`) and set this for their builds;
  // any other build checks the types itself.
  typescript: { ignoreBuildErrors: process.env.SITE_TYPES_CHECKED === '1' },
  cacheLife: {
    // Every Firestore read uses this profile: pages regenerate on this short interval,
    // and on demand when /api/revalidate expires a collection's tag.
    content: contentLifetime(revalidate),
  },
  // The rendered pages and 'use cache' entries each process keeps in memory: an LRU of this
  // many bytes each (Next's default, stated here as the bound docs/operations.md gives).
  // Pages also go to disk, one file set per page that exists; URLs that do not exist are
  // refused before rendering (proxy.ts), so the disk holds no more pages than the content has.
  ...(buildEnv.REDIS_URL ? {} : { cacheMaxMemorySize: 50 * 1024 * 1024 }),
  images: {
    // Said outright: App Hosting's adapter turns optimisation off when it is not.
    unoptimized: false,
    // Resized pictures on disk (.next/cache/images), least recently used removed first.
    // Next's default is half the free disk space.
    maximumDiskCacheSize: 256 * 1024 * 1024,
    // No query string on local pictures and public objects: every other address is another
    // copy to fetch, decode, resize and store (lib/content/image-hosts.mjs; proxy.ts refuses
    // the spellings these patterns cannot name).
    remotePatterns: IMAGE_REMOTE_PATTERNS,
    localPatterns: IMAGE_LOCAL_PATTERNS,
    // AVIF where the browser accepts it, WebP otherwise: smaller than the JPEG originals.
    formats: ['image/avif', 'image/webp'],
    // The widths the pages' pictures ask for (components/ui/picture.tsx and its callers), and
    // no others: each picture is at most these 10 widths × 1 quality × 3 formats (AVIF, WebP,
    // its own) in the cache. No slot is wider than the 72rem page column (the event page's
    // picture is 2/3 of it, the update slideshow 48rem), so 1920 covers every one at 2x and
    // phones at 3x; 2048 and 3840 were asked for only because `sizes` says 66vw of the whole
    // window, and cost over a second of CPU each for a large photo. The smallest slot, a
    // gallery thumbnail on a phone, is about 80px: nothing under 96.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    imageSizes: [96, 128, 256, 384],
    // The one quality next/image uses when a picture names none, and none does.
    qualities: [75],
  },
  env: {
    SITE_URL: buildEnv.SITE_URL ?? 'http://localhost:3000',
    // The one bucket pictures may come from, the same in the browser's bundles as here.
    PICTURE_BUCKET,
  },
  async rewrites() {
    return {
      // Next runs no proxy.ts for a request whose x-prerender-revalidate is the build's
      // draft-mode value (every editor's __prerender_bypass cookie holds it): it renders the
      // page again past every cache, one full render per request. Such a request meets this
      // first, before any page or file, and gets a 400 (app/api/internal-header/route.ts);
      // any other value gets proxy.ts's 400.
      beforeFiles: [
        {
          source: '/:path*',
          has: [{ type: 'header', key: 'x-prerender-revalidate' }],
          destination: '/api/internal-header',
        },
      ],
    }
  },
  async headers() {
    const admin = adminSecurityHeaders()
    // The later entry wins for the headers both set (Next's rule), so admin pages get theirs.
    // Next keeps a Cache-Control set here on pages (and puts its own on previews and errors);
    // route handlers, pictures and /_next files set their own.
    return [
      // Admin pages get their Content-Security-Policy, with a nonce, from proxy.ts.
      { source: '/:path((?!admin(?:/|$)).*)', headers: securityHeaders() },
      {
        source: '/:path((?!admin(?:/|$)|api/|_next/|uploads/).*)',
        headers: [{ key: 'Cache-Control', value: publicCacheControl(revalidate) }],
      },
      // Search results: a shared cache may keep each query a short while, with no stale copy
      // served after (lib/content/cache-life.mjs).
      { source: '/search', headers: [{ key: 'Cache-Control', value: SEARCH_CACHE_CONTROL }] },
      { source: '/admin', headers: admin },
      { source: '/admin/:path*', headers: admin },
      // Admin forms posted without JavaScript skip proxy.ts, so their policy comes from here.
      ...adminFormPostHeaders(),
      // The 400 that x-prerender-revalidate meets (rewrites above): stored by no one, though
      // its path would otherwise give it the pages' public Cache-Control.
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-prerender-revalidate' }],
        headers: [{ key: 'Cache-Control', value: 'private, no-store' }],
      },
    ]
  },
}

/**
 * Every canonical link, sitemap entry, feed link, calendar UID and JSON-LD URL is built from
 * SITE_URL and baked into the prerendered pages, so a production build without it would
 * publish http://localhost:3000 everywhere: it fails instead, as does a build of a real
 * project without the programme's e-mail address. `next dev`, the unit tests and
 * `next typegen` (which loads this file in the build phase only to write route types) fall
 * back to localhost; the demo, the benchmarks and the end-to-end tests set their own.
 * @param {string} phase
 */
export default function config(phase) {
  const productionBuild = phase === PHASE_PRODUCTION_BUILD && !process.argv.includes('typegen')
  if (productionBuild && !buildEnv.SITE_URL) {
    throw new Error(
      'SITE_URL is not set. A production build needs the public address of the site, ' +
        'e.g. SITE_URL=https://www.example.org npm run build (docs/deploying.md).',
    )
  }
  // Without an address the site shows a placeholder and says it is a demo address: fine for
  // a demo- project (the demo, the tests), never for the programme's real one.
  const projectId =
    buildEnv.FIREBASE_PROJECT_ID ?? buildEnv.GCLOUD_PROJECT ?? 'demo-creative-communities'
  if (productionBuild && !buildEnv.NEXT_PUBLIC_CONTACT_EMAIL && !projectId.startsWith('demo-')) {
    throw new Error(
      `NEXT_PUBLIC_CONTACT_EMAIL is not set. A production build of ${projectId} needs the ` +
        "programme's e-mail address, e.g. NEXT_PUBLIC_CONTACT_EMAIL=hello@example.org " +
        '(docs/deploying.md).',
    )
  }
  return nextConfig
}

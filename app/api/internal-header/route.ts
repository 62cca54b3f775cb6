import { connection } from 'next/server'

/**
 * Where next.config.mjs sends a request with Next's x-prerender-revalidate header, which only
 * Next itself may send: 400, stored by no one. Next skips proxy.ts when the header holds the
 * build's draft-mode value, so proxy.ts cannot refuse that one (lib/site/internal-headers.ts).
 */
async function refuse() {
  // Answered when asked, never prerendered at build.
  await connection()
  return new Response(null, { status: 400, headers: { 'Cache-Control': 'private, no-store' } })
}

export { refuse as DELETE, refuse as GET, refuse as PATCH, refuse as POST, refuse as PUT }

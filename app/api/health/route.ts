import { connection } from 'next/server'
import { readHealth } from '@/lib/firebase/read-health'

/**
 * For load balancers and uptime checks: 200 while this process serves, with how its last
 * Firestore reads went. Answered from memory, so checking it often costs Firestore nothing;
 * a failing Firestore does not fail the check, since cached pages are still served.
 */
export async function GET(): Promise<Response> {
  await connection()
  return Response.json(
    { status: 'serving', ...readHealth() },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

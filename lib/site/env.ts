import 'server-only'
import { z } from 'zod'

export const DEMO_PROJECT_ID = 'demo-creative-communities'

const serverEnvSchema = z.object({
  FIRESTORE_EMULATOR_HOST: z.string().min(1).optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  GCLOUD_PROJECT: z.string().min(1).optional(),
  GOOGLE_APPLICATION_CREDENTIALS: z.string().min(1).optional(),
  REVALIDATE_SECRET: z.string().min(16).optional(),
  // The admin sign-in: the project's public web API key and auth domain (Firebase console,
  // Project settings), or the Auth emulator that the demo and the tests start.
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  FIREBASE_WEB_API_KEY: z.string().min(1).optional(),
  FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  // '1' shows "Sign in with Google" (only where the project enables that provider).
  ADMIN_GOOGLE_SIGN_IN: z.enum(['0', '1']).default('0'),
  // Uploaded pictures go to this Cloud Storage bucket (default PROJECT.firebasestorage.app)...
  FIREBASE_STORAGE_BUCKET: z.string().min(1).optional(),
  // ...or, in the demo and the tests only, to this folder, served by the site at /uploads/.
  LOCAL_UPLOADS_DIR: z.string().min(1).optional(),
  // Signs editors' preview proofs (lib/firebase/preview-proof.ts); unset, each process makes
  // its own at random, which suits one instance (a restart ends open previews).
  PREVIEW_SECRET: z.string().min(32).optional(),
  // How many proxies in front append to X-Forwarded-For (nginx, a load balancer): the client
  // address is read that many entries from its end (lib/site/failure-limiter.ts).
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
})

export type ServerEnv = z.infer<typeof serverEnvSchema> & { projectId: string }

let parsed: ServerEnv | undefined

/** The server's environment, validated once; throws with every problem listed. */
export function serverEnv(): ServerEnv {
  if (!parsed) {
    const env = serverEnvSchema.parse(process.env)
    parsed = {
      ...env,
      projectId: env.FIREBASE_PROJECT_ID ?? env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID,
    }
  }
  return parsed
}

#!/usr/bin/env node
// Gives an account a role in the admin area (or takes it away):
//   npm run admin:grant -- someone@example.org admin      editor | admin | none
// On a real project it needs credentials (GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth
// application-default login`) and FIREBASE_PROJECT_ID; with FIREBASE_AUTH_EMULATOR_HOST set it
// changes the emulator's account instead.
import { grantRole, withAuth } from '../lib/accounts.mjs'

const [email, role] = process.argv.slice(2)
const projectId = process.env.FIREBASE_PROJECT_ID ?? process.env.GCLOUD_PROJECT

if (!email || !role || !projectId) {
  console.error(
    'Usage: FIREBASE_PROJECT_ID=your-project npm run admin:grant -- EMAIL editor|admin|none',
  )
  process.exit(2)
}

withAuth(projectId, (auth) => grantRole(auth, email, role))
  .then((user) => {
    console.log(
      role === 'none'
        ? `${user.email} can no longer edit; their sessions are ended.`
        : `${user.email} is now ${role === 'admin' ? 'an administrator' : 'an editor'} of ${projectId}.`,
    )
  })
  .catch((error) => {
    console.error(`[admin:grant] ${error.message}`)
    process.exit(1)
  })

// Each test file reads and writes its own emulator project, so files can run in parallel
// workers and still own all of their data.
import { basename } from 'node:path'

const file = basename(expect.getState().testPath ?? 'tests').replace(/\.emulator\.test\.ts$/, '')
process.env.FIREBASE_PROJECT_ID = `demo-jest-${file.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

// Real network round trips to a JVM: the first gRPC connection can take seconds on a busy
// 2-core machine, which jest's 5 s default would report as a failure. (`testTimeout` in a
// project's config is ignored: jest reads it only at the top level.)
jest.setTimeout(30_000)

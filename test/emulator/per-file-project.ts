// Each test file reads and writes its own emulator project, so files can run in parallel
// workers and still own all of their data.
import { basename } from 'node:path'

const file = basename(expect.getState().testPath ?? 'tests').replace(/\.emulator\.test\.ts$/, '')
process.env.FIREBASE_PROJECT_ID = `demo-jest-${file.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

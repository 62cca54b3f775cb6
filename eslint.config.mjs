import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // No import/no-cycle: test/layers.test.ts refuses every import circle, type-only ones too, at
  // a small part of the rule's cost (docs/decisions/2026-11-29-import-circles-in-jest.md).
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.emulator/**',
    '.apphosting/**',
    'out/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
])

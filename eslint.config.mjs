import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // No import circle in the site's own code (issue 55): a circle is a layer the house lacks.
    files: ['app/**', 'components/**', 'lib/**', '*.ts'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
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

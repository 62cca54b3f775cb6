import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

// sanitize-html's parser (htmlparser2 and its dom* helpers) ships as ES modules only, which
// jest on Node 20 cannot require: let SWC compile those few packages too.
const ESM_PACKAGES = [
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
]

/** Unit tests: pure functions in node, client components in jsdom (per-file docblock). */
const config = createJestConfig({
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/server-only-stub.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/\\.next'],
  modulePathIgnorePatterns: ['<rootDir>/\\.next'],
})

async function jestConfig() {
  const resolved = await config()
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  }
}

export default jestConfig

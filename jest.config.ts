import os from 'node:os';
import type { Config } from 'jest';

const tsJest: Config['transform'] = {
  '^.+\\.tsx?$': [
    'ts-jest',
    { tsconfig: { module: 'commonjs', moduleResolution: 'node10', ignoreDeprecations: '6.0' } },
  ],
};

/** Dependencies published only as ES modules, compiled to CommonJS for jest (msw's until-async). */
const ESM_ONLY_CLIENT = ['until-async', 'mui-tel-input'];
const ignoreAllBut = (packages: string[]) => [
  `/node_modules/(?!(${packages.join('|')})/).+\\.(c?js|json)$`,
];
const esmToCommonJs: Config['transform'] = {
  '^.+\\.m?js$': [
    'babel-jest',
    {
      babelrc: false,
      configFile: false,
      presets: [['@babel/preset-env', { targets: { node: 'current' }, modules: 'commonjs' }]],
    },
  ],
};

/** The import aliases of tsconfig.json's "paths". */
const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@server/(.*)$': '<rootDir>/server/src/$1',
};

const config: Config = {
  // Jest's default leaves a core free, which on a two-core machine (CI's) runs one file at a
  // time; server tests spend much of their time waiting on the database, so use every core.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // Booting the app includes migrating a fresh database; a slow shared machine needs room.
  testTimeout: 180_000,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      moduleNameMapper,
      roots: ['<rootDir>/__tests__/server'],
      testMatch: ['**/*.test.ts'],
      transform: tsJest,
    },
    {
      displayName: 'client',
      // jsdom, plus Node's fetch API so that msw intercepts RTK Query's requests.
      testEnvironment: '<rootDir>/__tests__/client/support/environment.ts',
      // msw/node is exported under the 'node' condition, not 'browser'.
      testEnvironmentOptions: { customExportConditions: [''] },
      moduleNameMapper,
      roots: ['<rootDir>/__tests__/client'],
      testMatch: ['**/*.test.ts?(x)'],
      setupFiles: [
        '<rootDir>/__tests__/client/support/runtimeConfig.ts',
        '<rootDir>/src/i18n/compileAtRuntime.ts',
      ],
      setupFilesAfterEnv: ['<rootDir>/__tests__/client/support/setup.ts'],
      transform: { ...tsJest, ...esmToCommonJs },
      transformIgnorePatterns: ignoreAllBut(ESM_ONLY_CLIENT),
    },
  ],
};

export default config;

import type { Config } from 'jest';

const tsJest: Config['transform'] = {
  '^.+\\.tsx?$': [
    'ts-jest',
    { tsconfig: { module: 'commonjs', moduleResolution: 'node10', ignoreDeprecations: '6.0' } },
  ],
};

const config: Config = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/server'],
      testMatch: ['**/*.test.ts'],
      transform: tsJest,
    },
  ],
};

export default config;

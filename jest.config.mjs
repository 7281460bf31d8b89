/** @typedef {import("jest").Config} Config */

// Every test runs as a computer outside Pakistan would (the workers inherit this): the shop's time
// zone must come from lib/domain/dates.ts, never from the machine's.
process.env.TZ = "UTC";

const shared = {
  setupFiles: ["<rootDir>/test/support/quiet-logs.ts"],
  transform: {
    "^.+\\.(t|j)sx?$|^.+\\.mjs$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic" } },
          target: "es2022",
        },
        module: { type: "commonjs" },
      },
    ],
  },
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/test/support/empty-module.ts",
    "^next/cache$": "<rootDir>/test/support/next-cache.ts",
    // chevrotain's helpers export only an "import" entry, which jest's require resolution skips.
    "^@chevrotain/(cst-dts-gen|gast|regexp-to-ast|utils)$": "<rootDir>/node_modules/@chevrotain/$1/lib/src/api.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/", "/.data/"],
  // The schema parser ships as ES modules; jest needs them compiled to CommonJS.
  transformIgnorePatterns: [
    "/node_modules/(?!(chevrotain|@chevrotain|lodash-es|@mrleebo|@fortedigital|next-intl|use-intl|@schummar|icu-minify|@formatjs|intl-messageformat)/)",
  ],
};

// Unit tests run anywhere; integration tests (*.int.test.ts) each get a fresh database cloned from a
// migrated template made once per run, so files run in parallel without seeing each other's rows;
// component tests (*.dom.test.tsx) render in jsdom against a fake of the REST API (test/support/fake-api.ts).
/** @type {Config} */
const config = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "node",
      testMatch: ["<rootDir>/**/*.test.ts?(x)"],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "\\.int\\.test\\.tsx?$", "\\.dom\\.test\\.tsx$"],
    },
    {
      ...shared,
      displayName: "integration",
      // The database server and a migrated template: only when integration tests run.
      globalSetup: "<rootDir>/test/support/global-setup.ts",
      globalTeardown: "<rootDir>/test/support/global-teardown.ts",
      testEnvironment: "<rootDir>/test/support/integration-environment.ts",
      testMatch: ["<rootDir>/**/*.int.test.ts?(x)"],
      setupFilesAfterEnv: ["<rootDir>/test/support/integration-setup.ts"],
    },
    {
      ...shared,
      displayName: "components",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/**/*.dom.test.tsx"],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        "^next/navigation$": "<rootDir>/test/support/next-navigation.ts",
      },
      setupFilesAfterEnv: ["<rootDir>/test/support/dom-setup.ts"],
    },
  ],
};

export default config;

import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

const typeChecked = tseslint.configs.recommendedTypeChecked.map((config) => ({
  ...config,
  files: ["**/*.{ts,tsx,mts,cts}"],
}));

// The shopper's pages and every component they use: their texts come from the message files
// (messages/<language>/*.json, docs/languages.md), so a text written into their JSX fails lint.
// The admin (components/admin, app/admin) and the 404 outside the shop stay English.
const translatedFiles = [
  "app/[[]locale]/**/*.tsx",
  "components/shop/**/*.tsx",
  "components/account/**/*.tsx",
  "components/orders/**/*.tsx",
  "components/ui/**/*.tsx",
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  ...typeChecked,
  {
    ignores: [
      ".next/**",
      ".data/**",
      "lib/server/generated/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    files: ["**/*.{ts,tsx,mts,cts}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/no-floating-promises": "error",
      // A form's onSubmit={handleSubmit(...)} is react-hook-form's own promise handling.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // lib is the base everything else builds on: it never imports the server, the pages, the
    // components or the scripts (what the production server and the app share lives in lib/app-server.ts).
    files: ["lib/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./lib",
              from: ["./server", "./app", "./components", "./scripts"],
              message: "lib imports nothing from server/, app/, components/ or scripts/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: translatedFiles,
    ignores: ["**/*.test.tsx"],
    rules: {
      "react/jsx-no-literals": [
        "error",
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: ["·", "→", "←", "›", "×", "/", "-", "+", "−", "%", "★", "|", ":", "(", ")"],
        },
      ],
    },
  },
  {
    // Tests read answers as loosely typed JSON and match them with jest's `expect.any(...)`.
    files: ["test/**", "e2e/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
    },
  },
];

export default config;

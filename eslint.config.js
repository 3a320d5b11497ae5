// Lint: typescript-eslint's recommended rules, React hooks, and the layout of docs/architecture.md as
// import boundaries, so a change that crosses a layer fails `npm run lint` (and so `npm test` and CI).
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { noCycle } from "./scripts/eslint-no-cycle.mjs";
import { noEnglishText } from "./scripts/eslint-no-english-text.mjs";

const layers = {
  files: ["src/**/*.{ts,tsx}"],
  plugins: { boundaries },
  settings: {
    "import/resolver": { typescript: { project: "./tsconfig.json" } },
    // The first pattern that matches names a file's element, so the narrower ones come first.
    "boundaries/elements": [
      { type: "core", pattern: "src/core" },
      { type: "server-module", pattern: "src/server/modules/*", capture: ["module"] },
      { type: "server", pattern: "src/server" },
      { type: "feature", pattern: "src/web/features/*", capture: ["feature"] },
      { type: "admin", pattern: "src/web/admin" },
      { type: "web", pattern: "src/web" },
    ],
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "allow",
        policies: [
          {
            from: { element: { type: "core" } },
            disallow: { to: { element: { types: { anyOf: ["server", "server-module", "web", "feature", "admin"] } } } },
            message: "src/core holds pure rules shared by both sides: it imports nothing of src/server or src/web.",
          },
          {
            from: { element: { types: { anyOf: ["web", "feature", "admin"] } } },
            disallow: { to: { element: { types: { anyOf: ["server", "server-module"] } } }, dependency: { kind: "value" } },
            message: "The storefront imports only types from src/server (use `import type`); shared rules live in src/core.",
          },
          {
            from: { element: { type: "feature" } },
            disallow: { to: { element: { type: "feature", captured: { feature: "!{{ from.element.captured.feature }}" } } } },
            message: "A feature never imports another feature: routes compose features; shared pieces go to src/web/components or src/core.",
          },
          {
            from: { element: { types: { anyOf: ["web", "feature"] } } },
            disallow: { to: { element: { type: "admin" } } },
            message: "The storefront never imports staff (admin) code.",
          },
          {
            from: { element: { type: "server-module" } },
            disallow: { to: { element: { type: "server-module", captured: { module: "!{{ from.element.captured.module }}" } } } },
            message:
              "A server module does not reach into another module's files: shared steps go to src/server/http or src/server/shared, shapes to src/core.",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ["build/**", ".react-router/**", "data/**", "public/**", "test-results/**", "tests/lint/fixtures/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // One import style (issue 21): `./name` for a file of the same folder, `~/path/from/the/root` for anything
    // else, so a file reads the same wherever it moves and no import climbs folders.
    files: ["**/*.{ts,tsx,mts}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\.?/(?!\\+types/)[^/]+/|^\\.\\./",
              message: "Import from another folder through the ~ alias (~/src/…, ~/tests/…); ./name is only for the same folder.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["src/web/lib/toast.ts", "src/web/components/toaster.tsx", "src/web/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "sonner", importNames: ["toast"], message: "Call toast from ~/src/web/lib/toast: it loads sonner on first use." }],
          patterns: [
            {
              regex: "^\\.\\.?/(?!\\+types/)[^/]+/|^\\.\\./",
              message: "Import from another folder through the ~ alias (~/src/…, ~/tests/…); ./name is only for the same folder.",
            },
          ],
        },
      ],
    },
  },
  {
    // The storefront keeps a Hindi page's links in Hindi (issue 33): Link, NavLink, Form and useNavigate come
    // from src/web/lib/localized-router, which adds /hi on Hindi pages. The staff console has no Hindi pages.
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: [
      "src/web/admin/**",
      "src/web/lib/toast.ts",
      "src/web/components/toaster.tsx",
      "src/web/lib/localized-router.tsx",
      "src/web/**/*.test.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "sonner", importNames: ["toast"], message: "Call toast from ~/src/web/lib/toast: it loads sonner on first use." },
            {
              name: "react-router",
              importNames: ["Link", "NavLink", "Form", "useNavigate"],
              message: "Storefront links keep the page's language: import them from ~/src/web/lib/localized-router.",
            },
          ],
          patterns: [
            {
              regex: "^\\.\\.?/(?!\\+types/)[^/]+/|^\\.\\./",
              message: "Import from another folder through the ~ alias (~/src/…, ~/tests/…); ./name is only for the same folder.",
            },
          ],
        },
      ],
    },
  },
  {
    // Storefront text comes from the message catalogs, so its Hindi twin is Hindi (issue 33).
    files: ["src/web/**/*.tsx"],
    ignores: ["src/web/admin/**", "src/web/**/*.test.tsx"],
    plugins: { i18n: noEnglishText },
    rules: { "i18n/no-english-text": "error" },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    // The classic rules; the React Compiler rules of the plugin's preset assume the compiler, which we do not run.
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["scripts/**/*.mjs", "eslint.config.js"],
    languageOptions: { globals: { console: "readonly", process: "readonly" } },
  },
  layers,
  {
    // No import cycles anywhere in the code (issue 21): a cycle is two files that cannot be understood,
    // tested or moved apart. Type-only imports count too (issue 30), which import-x's own no-cycle skips.
    files: ["src/**/*.{ts,tsx}", "scripts/**/*.ts", "tests/support/**/*.{ts,tsx}", "tests/lint/fixtures/**/*.ts"],
    plugins: { "no-cycle-with-types": noCycle },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "no-cycle-with-types/no-cycle": "error" },
  },
  {
    // Domain code knows nothing of HTTP: services, shared steps, mail and scripts throw a Refusal
    // (src/server/refusal.ts); only routes and the HTTP layer turn it into a status.
    files: ["src/server/**/*.{ts,tsx}", "scripts/**/*.ts"],
    ignores: [
      "src/server/http/**",
      "src/server/web/**",
      "src/server/**/*.routes.ts",
      "src/server/**/*.test.ts",
      "src/server/app.ts",
      "src/server/main.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/src/server/http/*"],
              message: "Only routes and the HTTP layer import src/server/http: services throw a Refusal (~/src/server/refusal).",
            },
            {
              regex: "^\\.\\.?/(?!\\+types/)[^/]+/|^\\.\\./",
              message: "Import from another folder through the ~ alias (~/src/…, ~/tests/…); ./name is only for the same folder.",
            },
          ],
        },
      ],
    },
  },
);

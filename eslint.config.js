// Lint rules: TypeScript's recommended set plus the rules of hooks, over the app, API, database and tests.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", "build-edge/**", ".wrangler/**", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**", "public/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.mjs", "scripts/**"],
    languageOptions: {
      globals: Object.fromEntries(
        [
          "process",
          "console",
          "Buffer",
          "URL",
          "URLSearchParams",
          "Headers",
          "Request",
          "Response",
          "AbortController",
          "setTimeout",
          "clearTimeout",
          "setInterval",
          "clearInterval",
          "globalThis",
        ].map((name) => [name, "readonly"]),
      ),
    },
  },
);

// Lint: typescript-eslint's recommended rules on every layer, the browser code and the tests.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.stryker-tmp/**', 'reports/**', 'mutation/node_modules/**'] },
  js.configs.recommended,
  { languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // One SQLite library per process: the driver module picks it by Node line (12 or 13). Two
      // copies of SQLite in one process break each other's file locks on a shared database.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['better-sqlite3', 'better-sqlite3-napi'].map((name) => ({
            name,
            message: 'Open databases through infrastructure/sqlite/driver.js (Database, SqliteDatabase): it loads the driver of the running Node line.',
            allowTypeImports: true,
          })),
        },
      ],
    },
  },
  {
    // Browser code: the browser's globals, not Node's.
    files: ['clients/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['test/**', 'bench/**', '.ci/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off' },
  },
  // The replica-set script compose.yaml's mongo-init runs in mongosh.
  { files: ['deploy/**/*.js'], languageOptions: { globals: { rs: 'readonly', db: 'readonly', print: 'readonly', sleep: 'readonly' } } },
);

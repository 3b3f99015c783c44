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

import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { COMPOSITION_FILES, SERVER_KIT, serverFeatureFolders } from './packages/server/serverFolders.mjs';

/** The feature folders of packages/server/src: every folder there but the shared kit. */
const SERVER_FEATURES = serverFeatureFolders();

const FEATURE_FILE = `(${SERVER_FEATURES.join('|')})/.+`;
const throughIndex = { message: 'Import another server feature through its index.ts (e.g. ../customers), not one of its files.' };
const kitKnowsNoFeature = {
  message: 'The server kit knows no feature: declare what it needs in the kit and let src/app.ts hand it in.',
};
const restricted = (...patterns) => ['error', { patterns }];

/**
 * Server features see each other only through their index.ts, their public face; the
 * composition root (src/app.ts) composes them the same way. The HTTP, database, storage and
 * image kits are shared by all and imported directly, and import no feature at all (nor the
 * composition root): what they need of one is handed to them by src/app.ts.
 */
function serverFeatureBoundaries() {
  // A file n folders below src reaches a feature's files by climbing exactly n levels.
  const depths = [1, 2, 3, 4];
  const kitFeatureImport = (depth) =>
    `^(\\.\\./){${depth}}((${SERVER_FEATURES.join('|')})(/.*)?|(${COMPOSITION_FILES.join('|')})(\\.js)?)$`;
  return [
    { files: ['packages/server/src/*.ts'], rules: { 'no-restricted-imports': restricted({ regex: `^\\./${FEATURE_FILE}`, ...throughIndex }) } },
    ...depths.map((depth) => ({
      files: [`packages/server/src/${'*/'.repeat(depth)}*.ts`],
      rules: { 'no-restricted-imports': restricted({ regex: `^(\\.\\./){${depth}}${FEATURE_FILE}`, ...throughIndex }) },
    })),
    ...depths.map((depth) => ({
      files: [`packages/server/src/{${SERVER_KIT.join(',')}}/${'*/'.repeat(depth - 1)}*.ts`],
      rules: { 'no-restricted-imports': restricted({ regex: kitFeatureImport(depth), ...kitKnowsNoFeature }) },
    })),
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dialogs move the focus to their first field (WAI-ARIA dialog pattern); plain elements never take it on their own.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Every antd component is shared on its own path (see packages/ui/src/kit/antd.ts): the
    // barrel would ship all of antd, and apps take the components from @planner/ui.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd', message: 'Import antd components from @planner/ui (or its kit inside packages/ui).' }],
        },
      ],
    },
  },
  {
    // Apps import antd only through @planner/ui, and never each other: a remote is deployed on its
    // own, so code it shares lives in packages/ (see "Deploying a remote" in the README).
    files: ['shell/**', 'mfe-*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd', message: 'Import antd components from @planner/ui.' }],
          patterns: [
            { group: ['antd/*'], message: 'Import antd components from @planner/ui.' },
            {
              group: ['shell', 'shell/*', 'mfe-*', 'mfe-*/*', '**/shell/**', '**/mfe-*/**'],
              message: 'The shell and the remotes never import each other; move shared code into packages/.',
            },
          ],
        },
      ],
    },
  },
  ...serverFeatureBoundaries(),
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    files: ['scripts/**', 'e2e/**', 'packages/server/build.mjs'],
    rules: { 'no-console': 'off' },
  },
);

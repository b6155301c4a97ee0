import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Imports run one way: domain ← services ← components, pages, admin ← app (config and content are
 * plain data beside domain, which reads the commission profile, config/profile.ts), and the
 * publish (publish/) loads the app, which never imports it.
 * Each folder may not reach the folders it lists here; only services talk to Firebase.
 */
const FIREBASE = { regex: '^@?firebase(/|$)', message: 'Only src/services talks to Firebase.' };
const REACT = { regex: '^react(-dom|-router(-dom)?)?(/|$)', message: 'This layer holds no React.' };
/**
 * The domain reads the commission profile (config/profile.ts, which imports nothing but its
 * profiles) and nothing else of config/.
 */
const CONFIG_BUT_PROFILE = {
  regex: '^\\.\\.?/(\\.\\./)*config(/(?!profile(\\.ts)?$)|$)',
  message: 'Imports run one way: domain reads config/profile only, not the rest of config/.',
};
/** The publish loads the app (its render entry and route table), never the other way. */
const PUBLISH = {
  regex: '^\\.\\.?/(\\.\\./)*publish(/|$)',
  message: 'Nothing of src/ or local-backend/ imports publish/: the publish loads the app.',
};

function layer(name, files, folders, extra = []) {
  const patterns = [
    ...folders.map((folder) => ({
      regex: `^\\.\\.?/(\\.\\./)*${folder}(/|$)`,
      message: `Imports run one way: ${name} does not import ${folder}/ (see the README's "How it is built").`,
    })),
    ...extra,
    PUBLISH,
  ];
  return {
    files,
    ignores: ['**/*.test.ts', 'local-backend/testSupport.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

/** The folders of src/admin that hold one screen each. */
const ADMIN_SCREENS = [
  'members',
  'messages',
  'programmes',
  'registrations',
  'report',
  'gallery',
  'dashboard',
  'settings',
];

/** The files of src/admin/{folder} may not import these other folders of src/admin. */
function adminFolder(folder, others) {
  return {
    files: [`src/admin/${folder}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // The admin layer's own restrictions, kept (a later block replaces the rule).
            ...['app', 'pages'].map((layerFolder) => ({
              regex: `^\\.\\.?/(\\.\\./)*${layerFolder}(/|$)`,
              message: `Imports run one way: admin does not import ${layerFolder}/.`,
            })),
            FIREBASE,
            PUBLISH,
            ...others.map((other) => ({
              regex: `^\\.\\./${other}(/|$)`,
              message: `Admin screens do not import each other: src/admin/${folder} does not import ../${other}/ (share it through flow/ or ui/).`,
            })),
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.local-data',
      '.test-data',
      'test-results',
      'playwright-report',
      'lighthouse-reports',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // An import of types only must vanish from the build: 'import { type X }' would stay as an
      // empty import and load its module (onto the public pages, for a domain module).
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  layer(
    'domain',
    ['src/domain/**'],
    ['app', 'services', 'components', 'pages', 'admin', 'content'],
    [FIREBASE, REACT, CONFIG_BUT_PROFILE],
  ),
  layer(
    'config and content',
    ['src/config/**', 'src/content/**'],
    ['app', 'services', 'components', 'pages', 'admin'],
    [FIREBASE, REACT],
  ),
  layer(
    'services',
    ['src/services/**'],
    ['app', 'components', 'pages', 'admin', 'content'],
    [REACT],
  ),
  layer('components', ['src/components/**'], ['app', 'pages', 'admin'], [FIREBASE]),
  layer('pages', ['src/pages/**'], ['app', 'admin'], [FIREBASE]),
  layer('admin', ['src/admin/**'], ['app', 'pages'], [FIREBASE]),
  // Admin screens do not import each other; the shared flow and UI pieces import no screen.
  ...ADMIN_SCREENS.map((screen) =>
    adminFolder(
      screen,
      ADMIN_SCREENS.filter((other) => other !== screen),
    ),
  ),
  adminFolder('flow', ADMIN_SCREENS),
  adminFolder('ui', ADMIN_SCREENS),
  layer(
    'local-backend',
    ['local-backend/**'],
    ['src/app', 'src/services', 'src/components', 'src/pages', 'src/admin'],
  ),
  {
    files: ['src/app/**', 'src/main.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PUBLISH] }] },
  },
  {
    // The publish reaches the app through its render entry and route table, which its render
    // server loads (their types only are imported), and otherwise imports the pure layers and the
    // reading of the Firebase configuration (which vite.config.ts reads too). The tooling of
    // scripts/ imports the publish's facts (publish/routeDownload.ts), never the other way.
    files: ['publish/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(components|pages|admin)(/|$)',
              message: 'The publish reaches the app through src/app/prerender.tsx.',
            },
            {
              regex: '^(\\.\\./)+src/app/(?!(prerender(\\.tsx)?|routes(\\.ts)?)$)',
              message: 'The publish reaches the app through src/app/prerender.tsx.',
            },
            {
              regex: '^(\\.\\./)+src/services/(?!firebaseConfig(\\.ts)?$)',
              message:
                'The publish reads through src/app/prerender.tsx, with the settings of the app.',
            },
            {
              regex: '^(\\.\\./)+scripts(/|$)',
              message: 'The publish does not import the tooling; share facts from publish/.',
            },
            FIREBASE,
            REACT,
          ],
        },
      ],
    },
  },
);

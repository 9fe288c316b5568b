import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which way dependencies point (ARCHITECTURE.md and STYLE.md): each zone forbids files under `target`
 * to import anything under `from`. Paths are resolved, so an alias cannot slip past a zone.
 */
const layerZones = [
  {
    target: './backend/domain',
    from: [
      './backend/adapters',
      './backend/handlers',
      './backend/local',
      './backend/config.ts',
      './backend/edge',
      './infra',
      './bin',
    ],
    message:
      'The domain decides; it reaches the outside world only through its ports (backend/domain/*/ports.ts).',
  },
  {
    target: './backend/domain',
    from: './backend/pages',
    except: ['./sitemap.ts'],
    message:
      'The domain renders pages through its PageRenderer port; of the page pipeline it uses only sitemap.ts.',
  },
  {
    target: './backend/contract',
    from: ['./backend', './frontend', './infra', './bin'],
    except: ['./contract'],
    message: 'backend/contract is shared with the browser: it imports nothing but itself.',
  },
  {
    target: './frontend',
    from: './backend',
    except: ['./contract'],
    message: 'The frontend may import only backend/contract from the backend (as #contract/...).',
  },
  {
    target: './backend',
    from: './frontend',
    message: 'The backend never imports frontend code: put a fact both need in backend/contract.',
  },
  {
    // infra/ holds the CDK constructs; only the CDK app entry builds them. Run-time code lives in backend/.
    target: ['./backend', './frontend', './bench', './e2e', './bin/!(cdk-app).{ts,mjs}', './*.{ts,js}'],
    from: './infra',
    message:
      'Only infra/ and the CDK app (bin/cdk-app.ts) import infra/: move what both need to backend/ (edge rules: backend/edge, pages: backend/pages).',
  },
  {
    // Wiring (constructing adapters, reading table and bucket names, creating AWS clients) happens in the one
    // composition root, so each function's module graph names exactly the adapters it uses. Tests, the local
    // runtime (backend/local) and bin/start.ts wire for themselves and sit outside this target.
    target: ['./backend/handlers/!(composition)/**/!(*.test).ts', './backend/handlers/!(*.test).ts'],
    from: './backend/adapters',
    except: ['./dynamodb/tables.ts'],
    message:
      'Handlers get adapters from the composition root (backend/handlers/composition/, one module per area): wire there. Only the table definitions (tables.ts) may be named here.',
  },
  {
    target: ['./backend/!(testing)/**/!(*.test).ts', './infra/**/!(*.test).ts', './bin'],
    from: './backend/testing',
    message: 'backend/testing is support for tests and benchmarks: product code never imports it.',
  },
  {
    target: './frontend/app/**/!(*.test).{ts,tsx}',
    from: './frontend/testing',
    message: 'frontend/testing is support for component tests: screens never import it.',
  },
  {
    target: './infra',
    from: './frontend',
    message:
      'Infrastructure imports no frontend code: share the fact through backend/contract or a config module.',
  },
  {
    target: './frontend/app/components',
    from: ['./frontend/app/features', './frontend/app/routes'],
    message: 'Shared components import no feature or route: move the composition into the feature.',
  },
];

/**
 * Features do not import each other (bulletproof-react): one zone per folder under frontend/app/features, read
 * from the directory so a new feature is covered the day it lands. What two features share lives in
 * components/ (UI) or lib/ (hooks and helpers); routes compose features.
 */
const FEATURES_DIR = './frontend/app/features';
const featureZones = readdirSync(new URL(FEATURES_DIR, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `${FEATURES_DIR}/${name}`,
    from: FEATURES_DIR,
    except: [`./${name}`],
    message: `A feature imports no other feature: move what ${name} shares to frontend/app/components (UI) or frontend/app/lib, or compose in a route.`,
  }));

const WALL_CLOCK_IN_TESTS =
  "A test reads the product's clock (productClock() from backend/adapters/clock.ts, or the clock its ports take), never the machine's.";

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      'cdk.out',
      '.data',
      '.react-router',
      'test-results',
      'playwright-report',
      'bench/.lambda',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The cycle check reads the imported modules itself: it must know they are TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // One spelling for the contract in the frontend, so a move of either side is one search.
    files: ['frontend/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/backend/**'],
              message: 'Import the shared contract as #contract/<module>; nothing else of the backend.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The CloudFront Function runs in CloudFront's own JavaScript runtime: `handler` is its entry point.
    files: ['backend/edge/viewer-request-function.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        __PRERENDERED_ROUTES__: 'readonly',
        __REDIRECTS__: 'readonly',
        __SPA_FALLBACK__: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^handler$' }] },
  },
  {
    // Tests run on the product's clock, which the run starts at an instant of its choosing
    // (backend/testing/test-clock.ts): a test that reads the machine's clock passes at one hour and fails at
    // another. Elapsed time (a polling deadline) is performance.now().
    files: ['{backend,infra,bin,bench}/**/*.test.ts', 'backend/testing/**/*.ts'],
    ignores: ['backend/testing/test-clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: WALL_CLOCK_IN_TESTS,
        },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: WALL_CLOCK_IN_TESTS },
      ],
    },
  },
  {
    // Playwright fixtures declare their dependencies by destructuring, `{}` included.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);

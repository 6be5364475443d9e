// Lint rules, including the import boundaries of STYLE.md: a wrong import fails `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const zone = (target, from, message, except) => ({
  target,
  from,
  message,
  ...(except ? { except } : {}),
});

const sideZones = [
  zone('./src/shared', './src/server', 'src/shared does no I/O and imports neither side.'),
  zone('./src/shared', './src/client', 'src/shared does no I/O and imports neither side.'),
  zone('./src/server', './src/client', 'The server never imports client code.'),
  zone('./src/client/storefront', './src/client/admin', 'The storefront never loads admin code.'),
  zone(
    './src/client/admin',
    './src/client/storefront',
    'Admin and storefront share only ui, lib and shared.',
  ),
  zone('./src/client/ui', './src/client/storefront', 'ui holds no domain code.'),
  zone('./src/client/ui', './src/client/admin', 'ui holds no domain code.'),
  zone('./src/client/ui', './src/client/auth', 'ui holds no domain code.'),
  zone(
    './src/client/auth',
    ['./src/client/storefront', './src/client/admin'],
    'The shared auth forms serve both sides: they use only ui, lib and shared.',
  ),
];

// ---- Server areas (STYLE.md: "a server area calls another only through its service") ----
//
// An area is a folder of src/server that owns a part of the store: its routes, its services
// and its tables. Another area reaches it only through its `*.service.ts` files (auth also
// through the middleware and the Auth type every guarded route needs), never its routes,
// helpers or tables; and only from above (docs/decisions/056-storefront-reads.md). The areas
// stand in layers, each importing only the layers below it, never its own or one above:
//   4  site           the site lock, contact, health, kept mail and the dashboard (which
//                     counts orders, products and subscribers)
//      customers      who ordered or has an account: orders grouped by address, joined in SQL
//                     with the accounts, their profiles and the newsletter list
//   3  orders         checkout, tracking, order management: prices from catalog and promotions,
//                     discounts from marketing, alerts queued for notifications, settings' methods
//      uploads        product pictures and the hero video, saved into content
//   2  account        a shopper's profile and orders, on auth's users
//      content        hero, showcases, size chart: showcases show catalog's products
//      realtime       presence and the owner's live feed, behind auth
//   1  auth           better-auth, roles, the owner's claim (with settings' setup codes)
//      catalog        products and collections
//      marketing      newsletter, subscribers, popup, discount codes, campaigns
//      notifications  the owner's push alerts (the order an alert names is passed in)
//      promotions     site-wide sales
//   0  settings       store settings, payment methods, store profile, setup codes: the
//                     `site_settings` rows every other layer reads
// Above them all stands one wing, storefront/: the read side shoppers (and agents) see,
// built from the table of reads in src/shared/storefront (routes, snapshot, fast path, pages,
// SEO, sitemap). It may use any area's services; no area imports it.
//
// Shared infrastructure is not an area: any area may use it, and it imports no area.
//   db/        the client, migrations and one file per table (each owned by an area below)
//   platform/  adapters chosen by config: files, images, jobs, mail transport, Stripe, limits
//   http/      errors, validation, caching, static files, security headers
//   mail/      the e-mail templates (React Email), which render what they are given
//   seed/      the demo data loader: started by main.ts and its CLI, it writes every area's
//              tables directly, as a migration would, and no area imports it
//   test/      the integration test harness
// and the single files at the top: services.ts (the wiring root, docs/decisions/057), app.ts,
// api.ts, admin-api.ts, main.ts, serve.ts and job-handlers.ts, which wire the areas together
// (an area's route factory names what it takes as `Pick<Services, ...>`, a type import), and
// app-env.ts, config.ts, domain-errors.ts, logger.ts, paths.ts, secrets.ts.
// Tests (*.test.ts) arrange their rows straight in the tables and check the rows a user would
// notice (STYLE.md, "Tests"), so the area rules below apply to the code they test, not to them.
const SERVER = 'src/server';
/** The areas by layer, bottom first (see above). */
const LAYERS = [
  ['settings'],
  ['auth', 'catalog', 'marketing', 'notifications', 'promotions'],
  ['account', 'content', 'realtime'],
  ['orders', 'uploads'],
  ['site', 'customers'],
];
const WING = 'storefront';
const AREAS = LAYERS.flat();
const layerOf = (area) =>
  area === WING ? LAYERS.length : LAYERS.findIndex((l) => l.includes(area));
const INFRASTRUCTURE = ['db', 'platform', 'http', 'mail', 'seed', 'test'];
/** What an area offers the others besides its services, as a glob of its file names. */
const AREA_ENTRY_POINTS = { auth: '{auth,auth.middleware}.ts' };

/** Who owns each table file in src/server/db/schema; only its owner imports it. */
const TABLE_OWNERS = {
  'auth.ts': 'auth',
  'user-roles.ts': 'auth',
  'profiles.ts': 'account',
  'collections.ts': 'catalog',
  'products.ts': 'catalog',
  'storefront-content.ts': 'content',
  'marketing.ts': 'marketing',
  'campaigns.ts': 'marketing',
  'orders.ts': 'orders',
  'order-status-history.ts': 'orders',
  'order-activity.ts': 'orders',
  'push-subscriptions.ts': 'notifications',
  'promotions.ts': 'promotions',
  'settings.ts': 'settings',
  'site.ts': 'site',
  // The job queue and kept mail belong to the jobs and mail adapters.
  'jobs.ts': 'platform',
};

const root = import.meta.dirname;
for (const entry of fs.readdirSync(path.join(root, SERVER), { withFileTypes: true })) {
  const known = [...AREAS, WING, ...INFRASTRUCTURE];
  if (entry.isDirectory() && !known.includes(entry.name)) {
    throw new Error(
      `${SERVER}/${entry.name} is neither an area nor shared infrastructure: list it in LAYERS or INFRASTRUCTURE in eslint.config.js.`,
    );
  }
}
for (const file of fs.readdirSync(path.join(root, SERVER, 'db/schema'))) {
  if (file !== 'index.ts' && !(file in TABLE_OWNERS)) {
    throw new Error(
      `${SERVER}/db/schema/${file} has no owning area: add it to TABLE_OWNERS in eslint.config.js.`,
    );
  }
}

const dir = (name) => `./${SERVER}/${name}`;
const sharedCode = ['platform', 'http', 'mail'];

const serverZones = [
  // An area (or the wing) reaches one below it only through its services, and none beside or
  // above it at all.
  ...[...AREAS, WING].flatMap((area) =>
    AREAS.filter((other) => other !== area).map((other) =>
      layerOf(other) < layerOf(area)
        ? zone(
            dir(area),
            `${dir(other)}/**`,
            `${other} is another area: call its service (${other}/*.service.ts), not its routes, helpers or tables.`,
            ['*.service.ts', AREA_ENTRY_POINTS[other]]
              .filter(Boolean)
              .map((files) => path.join(root, SERVER, other, files)),
          )
        : zone(
            dir(area),
            dir(other),
            `${other} is in layer ${layerOf(other)}, ${area} in layer ${layerOf(area)}: an area imports only the layers below it (LAYERS in eslint.config.js). Pass what it needs in from the wiring instead.`,
          ),
    ),
  ),
  zone(
    AREAS.map(dir),
    dir(WING),
    `${WING}/ is the wing above every area: no area imports it (LAYERS in eslint.config.js).`,
  ),
  // A table is read and written by its owning area only.
  ...Object.entries(TABLE_OWNERS).map(([file, owner]) =>
    zone(
      [...AREAS, WING, ...sharedCode].filter((name) => name !== owner).map(dir),
      dir(`db/schema/${file}`),
      `db/schema/${file} is owned by the ${owner} area: go through its service (${owner}/*.service.ts).`,
    ),
  ),
  zone(
    [...AREAS, WING, ...sharedCode].map(dir),
    dir('db/schema/index.ts'),
    'The whole schema is for drizzle() in db/client.ts; import a table from its own file.',
  ),
  // Infrastructure sits below the areas; the database sits below everything.
  zone(
    [...sharedCode, 'db'].map(dir),
    [...AREAS, WING, 'seed'].map(dir),
    'Shared infrastructure imports no area, nor the storefront wing (nor the demo data loader).',
  ),
  zone(
    dir('db'),
    sharedCode.map(dir),
    'db sits below platform, http and mail: it imports none of them.',
  ),
  zone([...AREAS, WING].map(dir), dir('seed'), 'Only main.ts and the seed CLI load the demo data.'),
];

// The fake SMTP, S3, Stripe and push servers and the other test helpers serve tests, the
// integration harness (src/server/test), e2e and scale runs; product code never loads them.
const testSupportZone = zone(
  ['./src/server', './src/client'],
  './src/test-support',
  'src/test-support is for tests: product code does not import it (a test, or src/server/test, may).',
);

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      // Without these, import-x reads no .ts file's imports and no-cycle sees no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: sideZones }],
    },
  },
  {
    files: [`${SERVER}/**/*.{ts,tsx}`],
    ignores: [`${SERVER}/**/*.test.ts`, `${SERVER}/test/**`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...sideZones, ...serverZones, testSupportZone] },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...sideZones, testSupportZone] },
      ],
    },
  },
  {
    // Services do not speak HTTP: they return results or throw a DomainError (domain-errors.ts).
    files: [`${SERVER}/**/*.service.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/**', 'hono', 'hono/*'],
              message: 'A service speaks no HTTP: throw a DomainError, and let the route answer.',
            },
          ],
        },
      ],
    },
  },
  {
    // The client reaches the server only as types, and only through the one API client.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/lib/api.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message: 'Only src/client/lib/api.ts may name server code (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    // Toasts go through ui/toast.tsx, which fetches sonner on the first toast instead of putting
    // it in every page's first download.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/ui/toast.tsx', 'src/client/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'sonner', message: "Import toast and Toaster from 'ui/toast'." }] },
      ],
    },
  },
  {
    files: ['src/client/lib/api.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              allowTypeImports: true,
              message: 'Client code may import server code as types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared rules are pure: the clock and the environment are passed in.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'Pass configuration in; src/shared reads no environment.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the clock in.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass the clock in.',
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);

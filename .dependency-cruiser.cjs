/**
 * Module boundaries and import cycles (docs/decisions/023-module-boundaries.md), checked by
 * `npm run lint:deps` (part of `npm run lint`). Every rule is an error.
 */
const API = '^apps/api/src/modules/';
const TESTS = '(\\.test\\.ts|/testing\\.ts)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import cycle makes load order matter and two areas one; break it by moving the shared part.',
      severity: 'error',
      from: { path: '^(apps/api/src|packages/contract/src|apps/web/src)/' },
      to: { circular: true },
    },
    {
      name: 'api-module-boundary',
      comment:
        "An area uses another only through that area's service.ts (its public face): never its queries, use cases or routes.",
      severity: 'error',
      from: { path: `${API}([^/]+)/`, pathNot: TESTS },
      to: { path: `${API}[^/]+/`, pathNot: [`${API}$1/`, `${API}[^/]+/service\\.ts$`] },
    },
    {
      name: 'api-module-boundary-tests',
      comment: "A test (or an area's testing.ts) may also use another area's testing.ts.",
      severity: 'error',
      from: { path: [`${API}([^/]+)/.*${TESTS}`] },
      to: { path: `${API}[^/]+/`, pathNot: [`${API}$1/`, `${API}[^/]+/(service|testing)\\.ts$`] },
    },
    {
      name: 'web-not-api',
      comment: 'The web app talks to the API over HTTP only (also an eslint rule, for the editor).',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-not-web',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'contract-not-server-or-ui',
      comment:
        'The contract is shared by the browser and the server: never fastify, react, drizzle or an app (also an eslint rule).',
      severity: 'error',
      from: { path: '^packages/contract/src/' },
      to: {
        path: [
          '(^|/)node_modules/(fastify|react|drizzle-orm)[^/]*/',
          '^(fastify|react|drizzle-orm)',
          '^apps/',
        ],
      },
    },
    {
      name: 'web-feature-boundary',
      comment:
        "A feature never uses another feature's components or pages (admin/ ones too); shared UI lives in apps/web/src/ui/.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/(admin/)?(components|pages)/',
        pathNot: '^apps/web/src/features/$1/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};

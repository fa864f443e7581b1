import { ANTD_SHARED_MODULES } from './antdModules.js';

/**
 * Dependencies every app shares as singletons through Module Federation: one React, one
 * QueryClient and jotai store (via @planner/platform), one single-spa for the whole page.
 * Each root has its own router, so react-router is bundled per app like @planner/ui.
 *
 * A shared module cannot be tree-shaken, so antd is shared component by component
 * (ANTD_SHARED_MODULES, all provided by the shell): a page downloads only the components it
 * renders, and all of them come from one antd instance. @planner/ui and stateless libraries
 * (valibot, @ant-design/icons) are bundled into each app, tree-shaken.
 */
/**
 * Shared modules that no page needs at first: the shell provides them from a chunk of their own,
 * downloaded only when a remote imports one. pdf.js (with its worker) is large and needs to be on
 * the page once, whichever remote opens a PDF (ADR 0026).
 */
export const LAZY_SINGLETONS = ['@planner/pdf-pages/engine'];

export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'jotai',
  'dayjs',
  'single-spa',
  '@planner/api',
  '@planner/platform',
  ...ANTD_SHARED_MODULES,
  ...LAZY_SINGLETONS,
];

const packageNameOf = (request) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');

/**
 * The shared configuration of an app. The shell provides every shared module; a remote only
 * consumes them (`provide: false`): it ships no copies of its own, whose descriptions would
 * otherwise be part of its remoteEntry.js and every page's download.
 */
export function sharedDependencies(packageJson, { provide = true } = {}) {
  const declared = { ...packageJson.dependencies, ...packageJson.devDependencies };
  return Object.fromEntries(
    SINGLETONS.filter((request) => declared[packageNameOf(request)]).map((request) => [
      request,
      {
        singleton: true,
        requiredVersion: declared[packageNameOf(request)],
        strictVersion: false,
        ...(provide ? {} : { import: false }),
      },
    ]),
  );
}

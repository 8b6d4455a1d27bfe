// @ts-check
// A local ESLint rule: imports go one way (lib and components → features → app), no feature reaches
// into another, contracts never depend on the apps, and the portal and the API never import each other
// (the browser tests, apps/web/e2e, may use the API's test helpers; nothing imports them).
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_SRC = 'apps/web/src/';

/** @typedef {{ layer: string, feature?: string }} Layer */

/**
 * The layer of a repository-relative path, and its feature name when it is inside a feature.
 * @param {string} relativePath
 * @returns {Layer}
 */
function layerOf(relativePath) {
  if (relativePath.startsWith('packages/contracts/')) return { layer: 'contracts' };
  if (relativePath.startsWith('apps/api/')) return { layer: 'api' };
  // The browser tests are Node test code, not the portal: they may start the API's test servers.
  if (relativePath.startsWith('apps/web/e2e/')) return { layer: 'e2e' };
  if (!relativePath.startsWith(WEB_SRC)) {
    return relativePath.startsWith('apps/web/') ? { layer: 'web-other' } : { layer: 'other' };
  }
  const [top, feature] = relativePath.slice(WEB_SRC.length).split('/');
  if (top === 'features') return { layer: 'features', feature };
  if (top === 'app' || top === 'components' || top === 'lib') return { layer: top };
  return { layer: 'web-other' };
}

/**
 * Why `from` may not import `to`, or null when it may.
 * @param {Layer} from
 * @param {Layer} to
 * @returns {string | null}
 */
export function boundaryViolation(from, to) {
  if (
    from.layer === 'contracts' &&
    (to.layer === 'api' ||
      to.layer.startsWith('web') ||
      to.layer === 'app' ||
      to.layer === 'features' ||
      to.layer === 'components' ||
      to.layer === 'lib')
  ) {
    return 'Contracts do not depend on the apps.';
  }
  const isWeb = (/** @type {string} */ layer) =>
    ['app', 'features', 'components', 'lib', 'web-other'].includes(layer);
  if (isWeb(from.layer) && to.layer === 'api') return 'The portal never imports the API.';
  if (from.layer === 'api' && isWeb(to.layer) && to.layer !== 'web-other')
    return 'The API never imports the portal.';
  if (to.layer === 'e2e' && from.layer !== 'e2e' && from.layer !== 'other') {
    return 'Only the browser tests import the browser tests.';
  }
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
    return 'A feature does not import another feature; move shared code to components or lib.';
  }
  if (
    (from.layer === 'features' || from.layer === 'components' || from.layer === 'lib') &&
    to.layer === 'app'
  ) {
    return 'Only the app layer imports from src/app.';
  }
  if ((from.layer === 'components' || from.layer === 'lib') && to.layer === 'features') {
    return 'Shared code does not import features.';
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'One-way imports between layers' } },
  create(context) {
    const fromPath = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const from = layerOf(fromPath);
    /**
     * @param {import('estree').Node} node
     * @param {unknown} source
     */
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(ROOT, path.resolve(path.dirname(context.filename), source));
      const message = boundaryViolation(from, layerOf(target.split(path.sep).join('/')));
      if (message) context.report({ node, message: `${message} (${source})` });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };

/**
 * Stands in for `tslib` in the client bundles (see ./index.ts). The one
 * client module that requires tslib, @docusaurus/utils-common (compiled to
 * CommonJS), uses one helper of it, `__importDefault`; a CommonJS require
 * keeps the whole of tslib (10 KB) in every page's main bundle. Should a
 * dependency start to use another helper, tests/e2e/lean-client.spec.ts
 * (which reads the built bundles) names it.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}

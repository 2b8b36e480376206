/**
 * Every language the site highlights, in loading order (css and javascript
 * extend markup and clike; the "extras" refine css and javascript, as
 * prism-react-renderer's bundle did). Prism starts bare (./core), so a fence
 * language missing here renders as plain text: tests/unit/highlighter checks
 * every fence of the docs against this list. Each entry adds to every page's
 * first visit, so list only what the pages use.
 */
export const PRISM_LANGUAGES = [
  'markup',
  'css',
  'css-extras',
  'clike',
  'regex',
  'javascript',
  'js-extras',
  'json',
  'yaml',
  'python',
  'bash',
  'sql',
  'http',
  'ini',
  'java',
  'scala',
  'r',
];

/** Fence languages that are not highlighted on purpose. */
export const UNHIGHLIGHTED_LANGUAGES = ['text', 'mermaid'];

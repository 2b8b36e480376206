/**
 * The catalog of pre-rendered diagrams, shared by the remark plugin that
 * puts them in pages (./remark.ts), the script that draws them
 * (tools/author/diagrams.ts, `npm run diagrams`) and the unit test that
 * checks none is missing or stale (tests/unit/diagrams/diagrams.spec.ts).
 *
 * A diagram is known by the hash of its Mermaid source: its two drawings
 * (light and dark color mode) are static/img/diagrams/<key>-light.svg and
 * <key>-dark.svg, and src/features/diagrams/diagrams.json records their size, their text
 * alternative and the Mermaid version that drew them.
 *
 * Plain JavaScript, so that the Node script can import it as is.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

/** Where the Markdown the site builds lives, relative to the site (the blog is off). */
export const DIAGRAM_SOURCE_DIRS = ['docs', 'src/pages'];
export const DIAGRAM_IMAGE_DIR = 'static/img/diagrams';
/** URL of the image directory, below the site's baseUrl. */
export const DIAGRAM_IMAGE_URL = '/img/diagrams';
export const MANIFEST_FILE = 'src/features/diagrams/diagrams.json';
/** The two color modes, with the Mermaid theme of each (themeConfig.mermaid.theme). */
export const DIAGRAM_MODES = /** @type {const} */ ({light: 'neutral', dark: 'dark'});
/**
 * Bumped when the way diagrams are drawn changes (options, fonts, post-processing),
 * so that every drawing counts as stale until it is drawn again.
 */
export const RENDERER_VERSION = 1;

/**
 * @typedef {{width: number, height: number, alt: string}} DiagramEntry
 * @typedef {{mermaid: string, renderer: number, diagrams: Record<string, DiagramEntry>}} DiagramManifest
 */

/**
 * A diagram's key: the first 16 hex digits of the SHA-256 of its source, as
 * Markdown hands it over (the fence's content, without the final newline).
 * @param {string} source
 */
export function diagramKey(source) {
  return crypto.createHash('sha256').update(source.replace(/\r\n/g, '\n')).digest('hex').slice(0, 16);
}

/** File names of a diagram's two drawings. @param {string} key */
export function diagramFiles(key) {
  return {light: `${key}-light.svg`, dark: `${key}-dark.svg`};
}

/**
 * Every `mermaid` fenced block of a Markdown text, with its line, dedented
 * like Markdown does for a fence inside a list.
 * @param {string} text
 * @returns {{source: string, line: number}[]}
 */
export function mermaidFences(text) {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const found = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang] = open;
    const close = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`);
    let j = i + 1;
    while (j < lines.length && !close.test(lines[j])) j += 1;
    if (lang === 'mermaid') {
      const body = lines
        .slice(i + 1, j)
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()));
      found.push({source: body.join('\n'), line: i + 1});
    }
    i = j; // Whatever the language, nothing inside a fence opens another.
  }
  return found;
}

/**
 * Every diagram of the site: its key, source and where it is used.
 * @param {string} siteDir
 * @returns {Map<string, {source: string, uses: string[]}>}
 */
export function findDiagrams(siteDir) {
  /** @type {Map<string, {source: string, uses: string[]}>} */
  const diagrams = new Map();
  /** @param {string} dir */
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name)) {
        for (const {source, line} of mermaidFences(fs.readFileSync(file, 'utf8'))) {
          const key = diagramKey(source);
          const use = `${path.relative(siteDir, file)}:${line}`;
          const known = diagrams.get(key);
          if (known) known.uses.push(use);
          else diagrams.set(key, {source, uses: [use]});
        }
      }
    }
  };
  for (const dir of DIAGRAM_SOURCE_DIRS) walk(path.join(siteDir, dir));
  return diagrams;
}

/**
 * The manifest, or an empty one if there is none yet.
 * @param {string} siteDir
 * @returns {DiagramManifest}
 */
export function readManifest(siteDir) {
  const file = path.join(siteDir, MANIFEST_FILE);
  if (!fs.existsSync(file)) return {mermaid: '', renderer: 0, diagrams: {}};
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The Mermaid version installed for the site. @param {string} siteDir */
export function installedMermaidVersion(siteDir) {
  const require = createRequire(path.resolve(siteDir, 'package.json'));
  return JSON.parse(fs.readFileSync(require.resolve('mermaid/package.json'), 'utf8')).version;
}

/**
 * Whether a diagram has its manifest entry and both drawings.
 * @param {string} siteDir
 * @param {DiagramManifest} manifest
 * @param {string} key
 */
export function hasDrawings(siteDir, manifest, key) {
  const imageDir = path.join(siteDir, DIAGRAM_IMAGE_DIR);
  return (
    Boolean(manifest.diagrams[key]) &&
    Object.values(diagramFiles(key)).every((file) => fs.existsSync(path.join(imageDir, file)))
  );
}

/**
 * Files of the image directory that no diagram of the site uses.
 * @param {string} siteDir
 * @param {Map<string, unknown>} diagrams what findDiagrams returned
 */
export function unusedDrawingFiles(siteDir, diagrams) {
  const imageDir = path.join(siteDir, DIAGRAM_IMAGE_DIR);
  const wanted = new Set([...diagrams.keys()].flatMap((key) => Object.values(diagramFiles(key))));
  return (fs.existsSync(imageDir) ? fs.readdirSync(imageDir) : []).filter((file) => !wanted.has(file));
}

/**
 * What is wrong with the drawings: diagrams without them, drawings made by
 * another Mermaid or renderer version, drawings no diagram uses. Empty when
 * all is well.
 * @param {string} siteDir
 * @returns {string[]}
 */
export function diagramProblems(siteDir) {
  const problems = [];
  const manifest = readManifest(siteDir);
  const diagrams = findDiagrams(siteDir);
  const mermaid = installedMermaidVersion(siteDir);
  if (diagrams.size && manifest.mermaid !== mermaid) {
    problems.push(`the drawings were made with Mermaid ${manifest.mermaid || '(none)'}, the site has ${mermaid}`);
  }
  if (diagrams.size && manifest.renderer !== RENDERER_VERSION) {
    problems.push(
      `the drawings were made by renderer version ${manifest.renderer}, the current one is ${RENDERER_VERSION}`,
    );
  }
  for (const [key, {uses}] of diagrams) {
    if (!hasDrawings(siteDir, manifest, key))
      problems.push(`${uses.join(', ')}: the diagram has no drawings (key ${key})`);
  }
  for (const key of Object.keys(manifest.diagrams)) {
    if (!diagrams.has(key)) problems.push(`${MANIFEST_FILE}: ${key} is no page's diagram`);
  }
  for (const file of unusedDrawingFiles(siteDir, diagrams))
    problems.push(`${DIAGRAM_IMAGE_DIR}/${file} is no page's diagram`);
  return problems;
}

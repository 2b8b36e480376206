/**
 * `npm run diagrams`: draws every Mermaid diagram of the site ahead of time,
 * so that readers get an image instead of 900 KB of JavaScript that takes
 * seconds of a phone's processor (see src/features/diagrams/theme/Mermaid).
 *
 * For each `mermaid` block of docs/ and src/pages/ whose drawings are
 * missing or stale (src/features/diagrams/catalog.mjs), it runs the installed
 * Mermaid in Chromium with the site's themes, one drawing per color mode,
 * and writes static/img/diagrams/<key>-{light,dark}.svg and
 * src/features/diagrams/diagrams.json (size and text alternative of each). Drawings no
 * page uses any more are deleted. Commit what it writes.
 *
 *   npm run diagrams            draw what is missing or stale
 *   npm run diagrams -- --all   draw everything again
 *
 * Labels are SVG text (no HTML inside the SVG, which an <img> may not show),
 * in Arial or a metric-compatible font (Liberation Sans here), which readers'
 * systems have or substitute with the same widths.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {chromium} from '@playwright/test';
import {
  DIAGRAM_IMAGE_DIR,
  DIAGRAM_MODES,
  MANIFEST_FILE,
  RENDERER_VERSION,
  diagramFiles,
  findDiagrams,
  hasDrawings,
  installedMermaidVersion,
  readManifest,
  unusedDrawingFiles,
  type DiagramManifest,
} from '../../src/features/diagrams/catalog.mjs';
import {argsOf} from '../lib/args';
import {ROOT as siteDir} from '../lib/loader';
import {CHROME_FLAGS, chromePath} from '../perf/common';

const require = createRequire(__filename);
const FONT_FAMILY = 'arial, "Liberation Sans", helvetica, sans-serif';

async function main(): Promise<void> {
  const all = argsOf('diagrams', 'Usage: npm run diagrams [-- --all]', {all: {type: 'boolean', default: false}}).values
    .all;

  const mermaidVersion = installedMermaidVersion(siteDir);
  const diagrams = findDiagrams(siteDir);
  const old = readManifest(siteDir);
  const upToDate = !all && old.mermaid === mermaidVersion && old.renderer === RENDERER_VERSION;
  const imageDir = path.join(siteDir, DIAGRAM_IMAGE_DIR);
  fs.mkdirSync(imageDir, {recursive: true});

  const todo = [...diagrams].filter(([key]) => !upToDate || !hasDrawings(siteDir, old, key));

  const manifest: DiagramManifest = {mermaid: mermaidVersion, renderer: RENDERER_VERSION, diagrams: {}};
  if (upToDate)
    for (const [key] of diagrams) if (hasDrawings(siteDir, old, key)) manifest.diagrams[key] = old.diagrams[key];

  if (todo.length) {
    const browser = await chromium.launch({executablePath: chromePath(), args: CHROME_FLAGS});
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js')});
    for (const [key, {source, uses}] of todo) {
      const drawn: Record<string, string> = {};
      let size = {width: 0, height: 0};
      let alt = '';
      for (const [mode, theme] of Object.entries(DIAGRAM_MODES)) {
        const result = await page.evaluate(
          async ({source, theme, fontFamily, id}) => {
            const {mermaid} = window as unknown as {
              mermaid: {initialize(config: object): void; render(id: string, source: string): Promise<{svg: string}>};
            };
            mermaid.initialize({
              startOnLoad: false,
              securityLevel: 'strict',
              theme,
              fontFamily,
              themeVariables: {fontFamily},
              htmlLabels: false,
              flowchart: {htmlLabels: false},
              state: {htmlLabels: false},
              class: {htmlLabels: false},
            });
            const {svg} = await mermaid.render(id, source);
            const host = document.createElement('div');
            host.innerHTML = svg;
            document.body.replaceChildren(host);
            const root = host.querySelector('svg')!;
            const box = root.viewBox.baseVal;
            const width = Math.ceil(box.width);
            const height = Math.ceil(box.height);
            // An image of fixed size, scaled down by the page's CSS where the column is narrower.
            root.setAttribute('width', String(width));
            root.setAttribute('height', String(height));
            root.removeAttribute('style');
            // Edge geometry kept for mermaid's own scripts, of no use to an image.
            for (const edge of root.querySelectorAll('[data-points]')) edge.removeAttribute('data-points');
            // Text alternative: what the diagram says, once each: its boxes (a
            // sequence diagram's participants from left to right), then the rest in
            // drawing order, the labels of arrows last.
            const entries: {words: string; rank: number; x: number}[] = [];
            for (const node of root.querySelectorAll('text')) {
              const parts: string[] = [];
              const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
              while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? '');
              const words = parts.join(' ').replace(/\s+/g, ' ').trim();
              if (!words) continue;
              const actor = node.classList.contains('actor');
              const rank = actor ? 0 : node.closest('.edgeLabels, .edgeLabel') ? 2 : 1;
              entries.push({words, rank, x: actor ? node.getBoundingClientRect().x : 0});
            }
            const texts: string[] = [];
            for (const {words} of entries
              .map((e, i) => ({...e, i}))
              .sort((a, b) => a.rank - b.rank || a.x - b.x || a.i - b.i)) {
              if (!texts.includes(words)) texts.push(words);
            }
            const kind = root.getAttribute('aria-roledescription') ?? 'diagram';
            return {
              svg: new XMLSerializer().serializeToString(root),
              width,
              height,
              texts,
              kind,
              foreignObjects: root.querySelectorAll('foreignObject').length,
            };
          },
          {source, theme, fontFamily: FONT_FAMILY, id: `diagram-${key}-${mode}`},
        );
        if (result.foreignObjects) {
          throw new Error(
            `${uses[0]}: the drawing holds HTML labels, which an image may not show; check the renderer options.`,
          );
        }
        drawn[mode] = `<?xml version="1.0" encoding="UTF-8"?>\n${result.svg}\n`;
        size = {width: result.width, height: result.height};
        alt = describe(result.kind, result.texts);
      }
      // Each drawing must load as an image: parse it as one.
      for (const [mode, svg] of Object.entries(drawn)) {
        const ok = await page.evaluate(async (svg) => {
          const img = new Image();
          img.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
          try {
            await img.decode();
            return img.naturalWidth > 0;
          } catch {
            return false;
          }
        }, svg);
        if (!ok) throw new Error(`${uses[0]}: the ${mode} drawing does not load as an image.`);
        fs.writeFileSync(path.join(imageDir, diagramFiles(key)[mode as 'light' | 'dark']), svg);
      }
      manifest.diagrams[key] = {...size, alt};
      console.log(`drew ${key} (${uses.join(', ')}): ${size.width}×${size.height}`);
    }
    await browser.close();
  }

  // Drawings no page uses any more.
  const unused = unusedDrawingFiles(siteDir, diagrams);
  for (const file of unused) fs.rmSync(path.join(imageDir, file));

  const sorted = Object.fromEntries(Object.entries(manifest.diagrams).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(path.join(siteDir, MANIFEST_FILE), `${JSON.stringify({...manifest, diagrams: sorted}, null, 2)}\n`);
  console.log(
    `${diagrams.size} diagrams: ${todo.length} drawn, ${diagrams.size - todo.length} up to date, ${unused.length} unused drawings removed.`,
  );
}

/** A diagram's text alternative: its kind (Mermaid's aria-roledescription, e.g. `flowchart-v2`), then its labels in reading order. */
function describe(kind: string, texts: string[]): string {
  const names: Record<string, string> = {
    'flowchart-v2': 'Flowchart',
    flowchart: 'Flowchart',
    sequence: 'Sequence diagram',
    er: 'Entity-relationship diagram',
    stateDiagram: 'State diagram',
    class: 'Class diagram',
  };
  const name = names[kind] ?? 'Diagram';
  return texts.length ? `${name}: ${texts.join('; ')}.` : `${name}.`;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

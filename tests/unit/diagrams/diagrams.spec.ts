/**
 * Unit tests (no browser) of the pre-rendered diagrams (src/features/diagrams):
 * how diagrams are found and keyed, what the remark plugin hands the Mermaid
 * component, what the build gate reports, and that the repository's drawings
 * are complete and fresh (run `npm run diagrams` when this fails).
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {
  DIAGRAM_IMAGE_DIR,
  MANIFEST_FILE,
  RENDERER_VERSION,
  diagramFiles,
  diagramKey,
  diagramProblems,
  findDiagrams,
  mermaidFences,
  readManifest,
} from '../../../src/features/diagrams/catalog.mjs';
import remarkDiagrams, {type DiagramDrawings} from '../../../src/features/diagrams/remark';
import type {Root} from 'mdast';

const SITE = process.cwd();

test('finds mermaid fences of either kind, dedented inside a list, and nothing else', () => {
  const text = [
    '# Page',
    '',
    '```sql',
    'SELECT 1',
    '```',
    '',
    '```mermaid',
    'flowchart LR',
    '  A --> B',
    '```',
    '',
    '1. Step',
    '',
    '   ~~~mermaid',
    '   sequenceDiagram',
    '     A->>B: hi',
    '   ~~~',
    '',
    '````md',
    '```mermaid',
    'not a diagram',
    '```',
    '````',
  ].join('\n');
  expect(mermaidFences(text)).toEqual([
    {source: 'flowchart LR\n  A --> B', line: 7},
    {source: 'sequenceDiagram\n  A->>B: hi', line: 14},
  ]);
});

test('a diagram is keyed by its source, whatever the line endings', () => {
  const key = diagramKey('flowchart LR\n  A --> B');
  expect(key).toMatch(/^[0-9a-f]{16}$/);
  expect(diagramKey('flowchart LR\r\n  A --> B')).toBe(key);
  expect(diagramKey('flowchart LR\n  A --> C')).not.toBe(key);
  expect(diagramFiles(key)).toEqual({light: `${key}-light.svg`, dark: `${key}-dark.svg`});
});

test('the fences found are the code blocks Markdown parses, source for source', () => {
  const diagrams = findDiagrams(SITE);
  expect(diagrams.size).toBeGreaterThan(10);
  const files = new Set([...diagrams.values()].flatMap((d) => d.uses.map((use) => use.replace(/:\d+$/, ''))));
  const parsed = new Set<string>();
  for (const file of files) {
    const tree = fromMarkdown(fs.readFileSync(path.join(SITE, file), 'utf8'));
    const walk = (node: {type: string; lang?: string | null; value?: string; children?: unknown[]}): void => {
      if (node.type === 'code' && node.lang === 'mermaid') parsed.add(diagramKey(node.value!));
      (node.children as (typeof node)[] | undefined)?.forEach(walk);
    };
    walk(tree);
  }
  expect([...parsed].sort()).toEqual([...diagrams.keys()].sort());
});

type Tree = {type: string; children?: Tree[]; data?: {hProperties?: Record<string, unknown>}};

test('the remark plugin hands a drawn diagram its drawings, and leaves others alone', () => {
  const [key, {source}] = [...findDiagrams(SITE)][0];
  const drawn: Tree = {type: 'mermaidCodeBlock', data: {hProperties: {value: source}}};
  const undrawn: Tree = {type: 'mermaidCodeBlock', data: {hProperties: {value: 'flowchart LR\n  New --> Diagram'}}};
  const tree: Tree = {type: 'root', children: [{type: 'paragraph', children: [drawn]}, undrawn]};
  // The MDX loader's own node type is not in mdast's types.
  remarkDiagrams({siteDir: SITE})(tree as unknown as Root);
  const drawings = JSON.parse(String(drawn.data!.hProperties!.drawings)) as DiagramDrawings;
  const entry = readManifest(SITE).diagrams[key];
  expect(drawings).toEqual({
    light: `/img/diagrams/${key}-light.svg`,
    dark: `/img/diagrams/${key}-dark.svg`,
    width: entry.width,
    height: entry.height,
    alt: entry.alt,
  });
  expect(undrawn.data!.hProperties).toEqual({value: 'flowchart LR\n  New --> Diagram'});
});

test.describe('the build gate', () => {
  let site: string;
  const source = 'flowchart LR\n  A --> B';
  const key = diagramKey(source);
  test.beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
    fs.writeFileSync(path.join(site, 'package.json'), '{}');
    fs.mkdirSync(path.join(site, 'node_modules/mermaid'), {recursive: true});
    fs.writeFileSync(path.join(site, 'node_modules/mermaid/package.json'), '{"version": "11.0.0"}');
    fs.mkdirSync(path.join(site, 'docs'));
    fs.writeFileSync(path.join(site, 'docs/page.md'), `# Page\n\n\`\`\`mermaid\n${source}\n\`\`\`\n`);
    fs.mkdirSync(path.join(site, DIAGRAM_IMAGE_DIR), {recursive: true});
    for (const file of Object.values(diagramFiles(key)))
      fs.writeFileSync(path.join(site, DIAGRAM_IMAGE_DIR, file), '<svg/>');
    fs.mkdirSync(path.dirname(path.join(site, MANIFEST_FILE)), {recursive: true});
    writeManifest({
      mermaid: '11.0.0',
      renderer: RENDERER_VERSION,
      diagrams: {[key]: {width: 10, height: 10, alt: 'Flowchart: A; B.'}},
    });
  });
  test.afterEach(() => fs.rmSync(site, {recursive: true, force: true}));
  const writeManifest = (manifest: object) =>
    fs.writeFileSync(path.join(site, MANIFEST_FILE), JSON.stringify(manifest));

  test('passes a site whose diagrams all have fresh drawings', () => {
    expect(diagramProblems(site)).toEqual([]);
  });

  test('names the page of a diagram without drawings', () => {
    fs.appendFileSync(path.join(site, 'docs/page.md'), '\n```mermaid\nflowchart LR\n  C --> D\n```\n');
    expect(diagramProblems(site)).toEqual([expect.stringMatching(/^docs\/page\.md:8: the diagram has no drawings/)]);
    fs.rmSync(path.join(site, DIAGRAM_IMAGE_DIR, diagramFiles(key).dark));
    expect(diagramProblems(site)).toContainEqual(
      expect.stringMatching(/^docs\/page\.md:3: the diagram has no drawings/),
    );
  });

  test('reports drawings made by another Mermaid or renderer version', () => {
    fs.writeFileSync(path.join(site, 'node_modules/mermaid/package.json'), '{"version": "11.1.0"}');
    expect(diagramProblems(site)).toEqual(['the drawings were made with Mermaid 11.0.0, the site has 11.1.0']);
    writeManifest({...readManifest(site), mermaid: '11.1.0', renderer: RENDERER_VERSION - 1});
    expect(diagramProblems(site)[0]).toMatch(/renderer version/);
  });

  test('reports drawings and entries no diagram uses', () => {
    fs.writeFileSync(path.join(site, DIAGRAM_IMAGE_DIR, 'gone-light.svg'), '<svg/>');
    writeManifest({
      ...readManifest(site),
      diagrams: {...readManifest(site).diagrams, gone: {width: 1, height: 1, alt: 'x'}},
    });
    expect(diagramProblems(site).sort()).toEqual([
      `${MANIFEST_FILE}: gone is no page's diagram`,
      `${DIAGRAM_IMAGE_DIR}/gone-light.svg is no page's diagram`,
    ]);
  });
});

test("the repository's drawings are complete and fresh (else: npm run diagrams)", () => {
  expect(diagramProblems(SITE)).toEqual([]);
});

test('every drawing is an SVG image without HTML inside, with a size and a text alternative', () => {
  const {diagrams} = readManifest(SITE);
  for (const [key, entry] of Object.entries(diagrams)) {
    expect(entry.width, key).toBeGreaterThan(0);
    expect(entry.height, key).toBeGreaterThan(0);
    expect(entry.alt, key).toMatch(
      /^(Flowchart|Sequence diagram|Entity-relationship diagram|State diagram|Class diagram|Diagram): .{3,}\.$/,
    );
    for (const file of Object.values(diagramFiles(key))) {
      const svg = fs.readFileSync(path.join(SITE, DIAGRAM_IMAGE_DIR, file), 'utf8');
      expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg '), file).toBe(true);
      expect(svg, file).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg, file).toMatch(new RegExp(`^<svg [^>]*\\bwidth="${entry.width}"`, 'm'));
      expect(svg, file).toMatch(new RegExp(`^<svg [^>]*\\bheight="${entry.height}"`, 'm'));
      expect(svg, file).not.toMatch(/<foreignObject|<script/i);
    }
  }
});

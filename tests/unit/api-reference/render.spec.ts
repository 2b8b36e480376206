/**
 * Unit tests (no browser) of the API reference built from the OpenAPI file
 * (src/features/api-reference): the Markdown nodes of the reference, the remark directive and the loader that ties pages to the file. The other parts have their own spec
 * files in this folder; tests/e2e/api-reference.spec.ts checks the built page.
 */
import {test, expect} from '@playwright/test';
import type {Root} from 'mdast';
import {groupByTag, operations, slug} from '../../../src/features/api-reference/operations';
import {markdownBlocks, markdownInline} from '../../../src/features/api-reference/render-nodes';
import {DETAILS_ROWS} from '../../../src/features/api-reference/render-operation';
import {renderReference, referenceAnchors} from '../../../src/features/api-reference/render';
import remarkApiReference, {descriptionFile, readDescription} from '../../../src/features/api-reference/remark';
import {ROOT, SPEC_FILE} from './fixture';

test.describe('Markdown nodes', () => {
  test('descriptions: Markdown with GFM, raw HTML kept as text, blocks flattened for table cells', () => {
    expect(markdownBlocks('Use `x`.\n\n- one\n- two')).toMatchObject([
      {
        type: 'paragraph',
        children: [
          {type: 'text', value: 'Use '},
          {type: 'inlineCode', value: 'x'},
          {type: 'text', value: '.'},
        ],
      },
      {type: 'list'},
    ]);
    const types = (nodes: {type: string; children?: unknown[]}[]): string[] =>
      nodes.flatMap((n) => [n.type, ...types((n.children ?? []) as {type: string; children?: unknown[]}[])]);
    const html = markdownBlocks('<b>bold</b>\n\nAn <id> here.');
    expect(types(html)).not.toContain('html');
    expect(
      markdownInline('<b>bold</b>\n\nAn <id> here.')
        .map((n) => ('value' in n ? n.value : ''))
        .join(''),
    ).toBe('<b>bold</b> An <id> here.');
    const inline = markdownInline('First.\n\n- a\n- b');
    expect(inline.map((n) => ('value' in n ? n.value : '')).join('')).toBe('First. a; b');
  });

  test('the real description: a section per tag, an operation heading per operation, every anchor unique', () => {
    const doc = readDescription(SPEC_FILE);
    const nodes = renderReference(doc);
    const headings = nodes.filter((n) => n.type === 'heading') as {depth: number; data: {hProperties: {id: string}}}[];
    const ids = operations(doc).map((o) => o.anchor);
    expect(headings.filter((h) => h.depth === 3).map((h) => h.data.hProperties.id)).toEqual([
      'authentication',
      'common-parameters',
      'common-responses',
      ...groupByTag(doc, operations(doc)).flatMap((g) => g.operations.map((o) => o.anchor)),
    ]);
    expect(headings.filter((h) => h.depth === 2).map((h) => h.data.hProperties.id)).toEqual(
      doc.tags!.map((t) => slug(t.name)),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const anchors = referenceAnchors(nodes);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(anchors).toContain('runSqlQuery-202');
    expect(anchors).toContain('getAsyncResult-404');
    // The error responses every operation shares are written once, under their own anchors, not per operation.
    expect(anchors).toEqual(expect.arrayContaining(['common-clienterror', 'common-servererror']));
    expect(anchors).not.toContain('getOntologies-4xx');
    // Field lists longer than the limit are in <details>, the others are plain tables.
    const details = nodes.filter((n) => n.type === ('mdxJsxFlowElement' as string)) as unknown as {
      name: string;
      children: {type: string; children?: unknown[]}[];
    }[];
    expect(details.length).toBeGreaterThan(0);
    for (const d of details) {
      expect(d.name).toBe('details');
      const rows = (d.children.find((c) => c.type === 'table')!.children ?? []).length - 1;
      expect(rows).toBeGreaterThan(DETAILS_ROWS);
    }
  });
});

test.describe('the remark directive', () => {
  const siteDir = ROOT;
  const page = (): Root => ({
    type: 'root',
    children: [
      {type: 'heading', depth: 2, children: [{type: 'text', value: 'Intro'}]},
      {
        type: 'leafDirective',
        name: 'openapi-reference',
        attributes: {file: 'openapi/timbr-api.yaml'},
        children: [],
      } as never,
      {type: 'paragraph', children: [{type: 'text', value: 'After.'}]},
    ],
  });

  test('is replaced by the reference, where it stands', () => {
    const tree = page();
    remarkApiReference({siteDir})(tree, {path: 'x.md'});
    expect(tree.children[0]).toMatchObject({type: 'heading', depth: 2});
    expect(tree.children.some((n) => n.type === ('leafDirective' as string))).toBe(false);
    expect(tree.children.at(-1)).toMatchObject({type: 'paragraph'});
    expect(tree.children.length).toBeGreaterThan(100);
  });

  test('fails on a page heading with one of its anchors, on a missing file and on a path outside static/', () => {
    const clash = page();
    clash.children[0] = {type: 'heading', depth: 2, children: [{type: 'text', value: 'Authentication'}]};
    expect(() => remarkApiReference({siteDir})(clash, {path: 'x.md'})).toThrow(
      /x\.md:\?: headings of the page have the anchors of the API reference: authentication/,
    );
    const missing = page();
    (missing.children[1] as unknown as {attributes: {file: string}}).attributes.file = 'openapi/none.yaml';
    expect(() => remarkApiReference({siteDir})(missing, {path: 'x.md'})).toThrow(/cannot be built: ENOENT/);
    expect(() => descriptionFile(siteDir, '../package.json')).toThrow(/not a file below static/);
    expect(() => descriptionFile(siteDir, undefined)).toThrow(/needs the description's file/);
  });
});

test('the loader declares the description and the renderer as dependencies of the pages that show it, and only those', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loader = require('../../../src/features/api-reference/dependency-loader.cjs') as (
    this: unknown,
    source: string,
  ) => string;
  const run = (source: string) => {
    const added: string[] = [];
    const self = {
      getOptions: () => ({siteDir: '/site', sources: ['/site/src/features/api-reference/render.ts']}),
      addDependency: (f: string) => added.push(f),
    };
    expect(loader.call(self, source)).toBe(source);
    return added;
  };
  expect(run('# Page\n\n::openapi-reference{file="openapi/a.yaml"}\n')).toEqual([
    '/site/static/openapi/a.yaml',
    '/site/src/features/api-reference/render.ts',
  ]);
  expect(run('# Page\n\nNo reference here; `::openapi-reference{file="x"}` inside code text.\n')).toEqual([]);
});

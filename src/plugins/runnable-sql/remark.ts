/**
 * Remark plugin (docs and pages) for the running example:
 *
 * - A ```` ```sql runnable ```` block is a query on the sample knowledge
 *   graph. The build runs it with the semantic engine and puts the result
 *   under the block: a table of the first rows (10, or N with `rows=N` in the
 *   meta string), the row count and a line that says it ran on the sample
 *   knowledge graph. The result is part of the
 *   page's HTML (and so of its Markdown copy). A query that fails fails the
 *   build, with the engine's message and the block's line, and so does one
 *   whose LIMIT or shown rows cut inside a tie of its ORDER BY (a Timbr
 *   server may then show other rows).
 * - The block and its result are wrapped in the RunnableQuery component
 *   (src/components/RunnableQuery), which gives the block a Run control in
 *   the browser: the reader can run and edit the query there.
 * - `::model-sql{names="..."}` shows statements of the model file
 *   (src/data/sample-graph/model.sql) as a `sql` block, so that pages show
 *   the model instead of retyping it (see ./model-excerpt.ts for the options).
 * - `::sample-data-tables` lists the tables of the sample data with their
 *   columns, row counts and CSV files (for the sample-data page).
 * - Output typed by hand is refused: a code block titled "Result" or
 *   "Output", or any output block right after a runnable query, fails the
 *   build. Output that cannot be computed is a `text` block titled
 *   "Illustrative output..." (shown as such to readers); a query that the
 *   engine can run must not be followed by one.
 */
import {SAMPLE_DATA_DIR, csvPath} from '../../data/sample-graph/formats';
import type {Dataset} from '../../data/sample-graph/generate';
import {encodeResult} from '../../components/RunnableResult/result';
import {toShownResult} from '../../components/RunnableResult/shown';
import {EngineError, type QueryResult} from '@timbr-docs/sql';
import {excerptText} from './model-excerpt';
import type {SampleGraph} from './sample-graph';
import {recordRun} from './stats';

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  name?: string;
  /** Directive attributes (a record), or the attributes of an MDX element (a list). */
  attributes?: Record<string, string | null | undefined> | {type: string; name: string; value: string}[];
  children?: Node[];
  position?: {start: {line: number; column: number}};
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

/** How many rows of a result the page shows. */
export const SHOWN_ROWS = 10;

/** How many rows a runnable block asks to show (`rows=N` in its meta string), if it does. */
export function shownRowsOf(node: Node): number | undefined {
  const m = metaWords(node.meta).map((w) => /^rows=(\d+)$/.exec(w)).find(Boolean);
  return m ? Number(m[1]) : undefined;
}

/** The title of output that is not computed. */
export const ILLUSTRATIVE_TITLE = /^Illustrative output\b/;

/** Titles of hand-typed output. */
const OUTPUT_TITLE = /^(Results?|Output|Query result)\b/i;

/** The words of a fence's meta string outside quoted values. */
function metaWords(meta: string | null | undefined): string[] {
  return (meta ?? '').replace(/"[^"]*"|'[^']*'|\{[^}]*\}/g, ' ').split(/\s+/).filter(Boolean);
}

export function isRunnable(node: Node): boolean {
  return node.type === 'code' && node.lang === 'sql' && metaWords(node.meta).includes('runnable');
}

export function titleOf(node: Node): string | undefined {
  return /title=(["'])(.*?)\1/.exec(node.meta ?? '')?.[2];
}

function isOutputBlock(node: Node): boolean {
  return node.type === 'code' && node.lang !== 'sql' && node.lang !== 'mermaid';
}

const text = (value: string): Node => ({type: 'text', value});

/** The component that shows a result (src/components/RunnableResult), imported by the pages that have one. */
export const RESULT_COMPONENT = 'RunnableResult';
const RESULT_IMPORT = '@site/src/components/RunnableResult';

/** The result of a query as an MDX element: the shown rows as one attribute of the result component. */
export function resultNodes(result: Pick<QueryResult, 'columns' | 'rows' | 'rowCount'>, shownRows = SHOWN_ROWS): Node {
  const data = encodeResult(toShownResult(result, shownRows));
  return {
    type: 'mdxJsxFlowElement',
    name: RESULT_COMPONENT,
    attributes: [{type: 'mdxJsxAttribute', name: 'result', value: data}],
    children: [],
  };
}

/**
 * The component that holds a runnable query and its result
 * (src/components/RunnableQuery): it adds the Run control and, once a
 * reader runs the query, shows the editor and the live result in their place.
 */
export const QUERY_COMPONENT = 'RunnableQuery';
const QUERY_IMPORT = '@site/src/components/RunnableQuery';

/** A runnable query's block and its result, inside the component that lets a reader run and edit it. */
export function queryNode(code: Node, result: Node, shownRows = SHOWN_ROWS): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: QUERY_COMPONENT,
    attributes: [{type: 'mdxJsxAttribute', name: 'rows', value: String(shownRows)}],
    children: [code, result],
  };
}

/** `import Name from '...'`, as an MDX ESM node. */
function componentImport(name: string, source: string): Node {
  const value = `import ${name} from ${JSON.stringify(source)};`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{
          type: 'ImportDeclaration',
          specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
          attributes: [],
          source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
        }],
      },
    },
  };
}

/** The tables of the sample data: name, columns, rows and a link to the CSV file. */
export function sampleTablesNode(dataset: Dataset): Node {
  const cell = (...children: Node[]): Node => ({type: 'tableCell', children});
  const code = (value: string): Node => ({type: 'inlineCode', value});
  const header = ['Table', 'Columns', 'Rows', 'CSV file'].map((h) => cell(text(h)));
  const rows = dataset.tables.map((t) => ({
    type: 'tableRow',
    children: [
      cell(code(`${t.schema}.${t.name}`)),
      cell(...t.columns.flatMap((c, i) => (i ? [text(', '), code(c.name)] : [code(c.name)]))),
      cell(text(String(t.rows.length))),
      cell({type: 'link', url: `pathname:///${SAMPLE_DATA_DIR}/${csvPath(t)}`, children: [code(`${t.name}.csv`)]}),
    ],
  }));
  return {type: 'table', align: [null, null, 'right', null], children: [{type: 'tableRow', children: header}, ...rows]};
}

function where(file: {path?: string}, node: Node): string {
  return `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
}

/** Runs a query of a page, with the build's bookkeeping. */
function run(graph: SampleGraph, query: string): QueryResult {
  const start = performance.now();
  try {
    return graph.engine.run(query);
  } finally {
    recordRun(performance.now() - start);
  }
}

function describe(error: unknown): string {
  return error instanceof EngineError ? error.message : error instanceof Error ? error.message : String(error);
}

export default function remarkRunnableSql({siteDir}: {siteDir: string}) {
  return async (tree: Node, file: {path?: string}): Promise<void> => {
    // First pass: the gate on hand-typed output, and whether there is work.
    let work = false;
    const illustrativeAfterSql: {query: Node; output: Node}[] = [];
    const visit = (node: Node): void => {
      const kids = node.children ?? [];
      kids.forEach((child, i) => {
        if (isRunnable(child) || (child.type === 'leafDirective' && (child.name === 'model-sql' || child.name === 'sample-data-tables'))) work = true;
        if (child.type === 'code') {
          const title = titleOf(child);
          if (isOutputBlock(child) && title && OUTPUT_TITLE.test(title)) {
            throw new Error(`${where(file, child)}: an output block titled "${title}" is typed by hand. Mark the query above it \`\`\`sql runnable so that the build computes its result on the sample knowledge graph, or, if it cannot run there (another model, a client's printout), title the block "Illustrative output".`);
          }
          const prev = kids[i - 1];
          if (prev && isRunnable(prev) && isOutputBlock(child)) {
            throw new Error(`${where(file, child)}: a ${child.lang ?? 'code'} block follows a runnable query, whose result the build computes and shows. Remove the typed output.`);
          }
          if (prev && prev.type === 'code' && prev.lang === 'sql' && !isRunnable(prev) && isOutputBlock(child) && title && ILLUSTRATIVE_TITLE.test(title)) {
            illustrativeAfterSql.push({query: prev, output: child});
            work = true;
          }
        }
        visit(child);
      });
    };
    visit(tree);
    if (!work) return;

    // Loaded on first use: most pages have no runnable query, and the config
    // that imports this plugin is evaluated more than once per build.
    const {openSampleGraph} = await import('./sample-graph');
    const graph = await openSampleGraph(siteDir);
    for (const {query, output} of illustrativeAfterSql) {
      let runs = false;
      try {
        graph.engine.compile(query.value ?? '');
        runs = true;
      } catch {
        // Not on the sample graph: illustrative output is right.
      }
      if (runs) {
        throw new Error(`${where(file, output)}: the query above this illustrative output runs on the sample knowledge graph. Mark it \`\`\`sql runnable and remove the typed output.`);
      }
    }

    let results = 0;
    const transform = (node: Node): void => {
      const kids = node.children;
      if (!kids) return;
      for (let i = 0; i < kids.length; i += 1) {
        const child = kids[i];
        if (child.type === 'leafDirective' && child.name === 'model-sql') {
          const attrs = (child.attributes ?? {}) as Record<string, string | null | undefined>;
          let value: string;
          try {
            value = excerptText(graph.modelText, graph.statements, {
              names: attrs.names ?? '', kind: attrs.kind ?? undefined, relationships: attrs.relationships ?? undefined,
            });
          } catch (error) {
            throw new Error(`${where(file, child)}: ::model-sql: ${describe(error)}`);
          }
          const meta = attrs.title ? `title=${JSON.stringify(attrs.title)}` : null;
          kids[i] = {type: 'code', lang: 'sql', meta, value, position: child.position};
          continue;
        }
        if (child.type === 'leafDirective' && child.name === 'sample-data-tables') {
          kids[i] = sampleTablesNode(graph.dataset);
          continue;
        }
        if (isRunnable(child)) {
          const query = child.value ?? '';
          let result: QueryResult;
          try {
            result = run(graph, query);
          } catch (error) {
            const line = error instanceof EngineError && error.line ? (child.position?.start.line ?? 0) + error.line : child.position?.start.line;
            throw new Error(`${file.path ?? 'a page'}:${line ?? '?'}: a runnable query failed on the sample knowledge graph: ${describe(error)}`);
          }
          const tie = graph.engine.tieAtCut(query, {shownRows: shownRowsOf(child) ?? SHOWN_ROWS});
          if (tie) throw new Error(`${where(file, child)}: the runnable query\n${query}\n${tie.message}`);
          kids[i] = queryNode(child, resultNodes(result, shownRowsOf(child)), shownRowsOf(child));
          results += 1;
          continue;
        }
        transform(child);
      }
    };
    transform(tree);
    if (results) (tree.children ??= []).unshift(componentImport(RESULT_COMPONENT, RESULT_IMPORT), componentImport(QUERY_COMPONENT, QUERY_IMPORT));
  };
}

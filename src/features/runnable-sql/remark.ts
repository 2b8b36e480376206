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
 *   (src/features/runnable-sql/theme/RunnableQuery), which gives the block a Run control in
 *   the browser: the reader can run and edit the query there.
 * - `::model-sql{names="..."}` shows statements of the model file
 *   (src/features/runnable-sql/data/model.sql) as a `sql` block, so that pages show
 *   the model instead of retyping it (see ./model-excerpt.ts for the options).
 * - `::sample-data-tables` lists the tables of the sample data with their
 *   columns, row counts and CSV files (for the sample-data page).
 * - Output typed by hand is refused: a code block titled "Result" or
 *   "Output", or any output block right after a runnable query, fails the
 *   build. Output that cannot be computed is a `text` block titled
 *   "Illustrative output..." (shown as such to readers); a query that the
 *   engine can run must not be followed by one.
 */
import type {Code, PhrasingContent, Root, RootContent, Table, TableCell, Text} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx';
import {visit} from 'unist-util-visit';
import {esmImports, placeOf} from '../../shared/mdast';
import {SAMPLE_DATA_DIR, csvPath} from './data/formats';
import type {Dataset} from './data/generate';
import {SHOWN_ROWS, encodeResult} from './result';
import {toShownResult} from './shown';
import {EngineError, type PreparedQuery, type QueryResult} from '@timbr-docs/sql';
import {excerptText} from './model-excerpt';
import type {SampleGraph} from './sample-graph';
import {recordRun} from './stats';
import {SITE_DIR} from '../../shared/site-dir';

/** How many rows a runnable block asks to show (`rows=N` in its meta string), if it does. */
export function shownRowsOf(node: Code): number | undefined {
  const m = metaWords(node.meta)
    .map((w) => /^rows=(\d+)$/.exec(w))
    .find(Boolean);
  return m ? Number(m[1]) : undefined;
}

/** The title of output that is not computed. */
export const ILLUSTRATIVE_TITLE = /^Illustrative output\b/;

/** Titles of hand-typed output. */
const OUTPUT_TITLE = /^(Results?|Output|Query result)\b/i;

/** The words of a fence's meta string outside quoted values. */
function metaWords(meta: string | null | undefined): string[] {
  return (meta ?? '')
    .replace(/"[^"]*"|'[^']*'|\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

export function isRunnable(node: RootContent): node is Code {
  return node.type === 'code' && node.lang === 'sql' && metaWords(node.meta).includes('runnable');
}

export function titleOf(node: Code): string | undefined {
  return /title=(["'])(.*?)\1/.exec(node.meta ?? '')?.[2];
}

function isOutputBlock(node: RootContent): node is Code {
  return node.type === 'code' && node.lang !== 'sql' && node.lang !== 'mermaid';
}

const text = (value: string): Text => ({type: 'text', value});

/** The component that shows a result (src/features/runnable-sql/theme/RunnableResult), imported by the pages that have one. */
export const RESULT_COMPONENT = 'RunnableResult';
const RESULT_IMPORT = '@theme/RunnableResult';

/** The result of a query as an MDX element: the shown rows as one attribute of the result component. */
export function resultNodes(
  result: Pick<QueryResult, 'columns' | 'rows' | 'rowCount'>,
  shownRows = SHOWN_ROWS,
): MdxJsxFlowElement {
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
 * (src/features/runnable-sql/theme/RunnableQuery): it adds the Run control and, once a
 * reader runs the query, shows the editor and the live result in their place.
 */
export const QUERY_COMPONENT = 'RunnableQuery';
const QUERY_IMPORT = '@theme/RunnableQuery';

/** A runnable query's block and its result, inside the component that lets a reader run and edit it. */
export function queryNode(code: Code, result: MdxJsxFlowElement, shownRows = SHOWN_ROWS): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: QUERY_COMPONENT,
    attributes: [{type: 'mdxJsxAttribute', name: 'rows', value: String(shownRows)}],
    children: [code, result],
  };
}

/** The tables of the sample data: name, columns, rows and a link to the CSV file. */
export function sampleTablesNode(dataset: Dataset): Table {
  const cell = (...children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
  const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
  const header = ['Table', 'Columns', 'Rows', 'CSV file'].map((h) => cell(text(h)));
  const rows = dataset.tables.map((t): Table['children'][number] => ({
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

/**
 * Prepares a query of a page (lexed and compiled once) and runs it, with the
 * build's bookkeeping; the prepared query then checks its cuts for ties.
 */
function run(graph: SampleGraph, query: string): {prepared: PreparedQuery; result: QueryResult} {
  const start = performance.now();
  try {
    const prepared = graph.engine.prepare(query);
    return {prepared, result: prepared.run()};
  } finally {
    recordRun(performance.now() - start);
  }
}

function describe(error: unknown): string {
  return error instanceof EngineError ? error.message : error instanceof Error ? error.message : String(error);
}

const isLeafDirective = (node: RootContent, name: string) => node.type === 'leafDirective' && node.name === name;

export default function remarkRunnableSql({siteDir = SITE_DIR}: {siteDir?: string} = {}) {
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    // First pass: the gate on hand-typed output, and whether there is work.
    let work = false;
    const illustrativeAfterSql: {query: Code; output: Code}[] = [];
    visit(tree, (node, index, parent) => {
      if (node.type === 'root') return;
      if (isRunnable(node) || isLeafDirective(node, 'model-sql') || isLeafDirective(node, 'sample-data-tables'))
        work = true;
      if (node.type !== 'code' || !parent || index === undefined) return;
      const title = titleOf(node);
      if (isOutputBlock(node) && title && OUTPUT_TITLE.test(title)) {
        throw new Error(
          `${placeOf(file, node)}: an output block titled "${title}" is typed by hand. Mark the query above it \`\`\`sql runnable so that the build computes its result on the sample knowledge graph, or, if it cannot run there (another model, a client's printout), title the block "Illustrative output".`,
        );
      }
      const prev = parent.children[index - 1];
      if (prev && isRunnable(prev) && isOutputBlock(node)) {
        throw new Error(
          `${placeOf(file, node)}: a ${node.lang ?? 'code'} block follows a runnable query, whose result the build computes and shows. Remove the typed output.`,
        );
      }
      if (
        prev &&
        prev.type === 'code' &&
        prev.lang === 'sql' &&
        !isRunnable(prev) &&
        isOutputBlock(node) &&
        title &&
        ILLUSTRATIVE_TITLE.test(title)
      ) {
        illustrativeAfterSql.push({query: prev, output: node});
        work = true;
      }
    });
    if (!work) return;

    // Loaded on first use: most pages have no runnable query, and the config
    // that imports this plugin is evaluated more than once per build.
    const {openSampleGraph} = await import('./sample-graph');
    const graph = await openSampleGraph(siteDir);
    for (const {query, output} of illustrativeAfterSql) {
      let runs = false;
      try {
        graph.engine.prepare(query.value);
        runs = true;
      } catch {
        // Not on the sample graph: illustrative output is right.
      }
      if (runs) {
        throw new Error(
          `${placeOf(file, output)}: the query above this illustrative output runs on the sample knowledge graph. Mark it \`\`\`sql runnable and remove the typed output.`,
        );
      }
    }

    let results = 0;
    visit(tree, (node, index, parent) => {
      if (node.type === 'root' || !parent || index === undefined) return;
      if (node.type === 'leafDirective' && node.name === 'model-sql') {
        const attrs = node.attributes ?? {};
        let value: string;
        try {
          value = excerptText(graph.modelText, graph.statements, {
            names: attrs.names ?? '',
            kind: attrs.kind ?? undefined,
            relationships: attrs.relationships ?? undefined,
          });
        } catch (error) {
          throw new Error(`${placeOf(file, node)}: ::model-sql: ${describe(error)}`);
        }
        const meta = attrs.title ? `title=${JSON.stringify(attrs.title)}` : null;
        parent.children[index] = {type: 'code', lang: 'sql', meta, value, position: node.position};
      } else if (node.type === 'leafDirective' && node.name === 'sample-data-tables') {
        parent.children[index] = sampleTablesNode(graph.dataset);
      } else if (isRunnable(node)) {
        let prepared: PreparedQuery;
        let result: QueryResult;
        try {
          ({prepared, result} = run(graph, node.value));
        } catch (error) {
          const line =
            error instanceof EngineError && error.line
              ? (node.position?.start.line ?? 0) + error.line
              : node.position?.start.line;
          throw new Error(
            `${file.path ?? 'a page'}:${line ?? '?'}: a runnable query failed on the sample knowledge graph: ${describe(error)}`,
          );
        }
        const tie = prepared.tieAtCut({shownRows: shownRowsOf(node) ?? SHOWN_ROWS});
        if (tie) throw new Error(`${placeOf(file, node)}: the runnable query\n${node.value}\n${tie.message}`);
        parent.children[index] = queryNode(node, resultNodes(result, shownRowsOf(node)), shownRowsOf(node));
        results += 1;
      }
    });
    if (results)
      tree.children.unshift(
        esmImports([
          {name: RESULT_COMPONENT, source: RESULT_IMPORT},
          {name: QUERY_COMPONENT, source: QUERY_IMPORT},
        ]),
      );
  };
}

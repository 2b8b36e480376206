/**
 * Unit tests of the sample knowledge graph: the data generator
 * (src/features/runnable-sql/data), the model file, the runnable examples of docs/
 * and the remark plugin that runs them (src/features/runnable-sql).
 */
import {test, expect} from '@playwright/test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createEngine, type PrepareStage} from '@timbr-docs/sql';
import {generateSampleData, SAMPLE_SEED} from '../../../src/features/runnable-sql/data/generate';
import {csvPath, toCsv, toSqlScript} from '../../../src/features/runnable-sql/data/formats';
import {excerptText, pickStatements} from '../../../src/features/runnable-sql/model-excerpt';
import {parseScript} from '../../../src/features/runnable-sql/model-script';
import remarkRunnableSql, {isRunnable, resultNodes} from '../../../src/features/runnable-sql/remark';
import {countText, decodeResult, encodeResult} from '../../../src/features/runnable-sql/result';
import {openSampleGraph, type SampleGraph} from '../../../src/features/runnable-sql/sample-graph';
import {openDatabase} from '../../../src/features/runnable-sql/sqlite';
import * as extract from '../../../tools/check/sql/extract';

const ROOT = path.resolve(__dirname, '../../..');
let graph: SampleGraph;

test.beforeAll(async () => {
  graph = await openSampleGraph(ROOT);
});

const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

test.describe('sample data generator', () => {
  test('is deterministic: the same seed gives the same bytes, another seed other bytes', () => {
    const a = toSqlScript(generateSampleData(SAMPLE_SEED));
    const b = toSqlScript(generateSampleData(SAMPLE_SEED));
    expect(sha(a)).toBe(sha(b));
    const csvA = generateSampleData(SAMPLE_SEED).tables.map(toCsv).join('');
    const csvB = generateSampleData(SAMPLE_SEED).tables.map(toCsv).join('');
    expect(sha(csvA)).toBe(sha(csvB));
    expect(sha(toSqlScript(generateSampleData(SAMPLE_SEED + 1)))).not.toBe(sha(a));
  });

  test('is small enough for a browser: at most 150 KB gzip for the script and for the CSV files', () => {
    const data = generateSampleData();
    expect(zlib.gzipSync(toSqlScript(data)).length).toBeLessThanOrEqual(150 * 1024);
    expect(zlib.gzipSync(data.tables.map(toCsv).join('')).length).toBeLessThanOrEqual(150 * 1024);
  });

  test('writes the tables of the tutorial with its value sets', () => {
    const data = generateSampleData();
    const names = data.tables.map((t) => `${t.schema}.${t.name}`);
    expect(names.sort()).toEqual([
      'scdata.datacosupplychaindataset_customer',
      'scdata.datacosupplychaindataset_order',
      'scdata.datacosupplychaindataset_shipment',
      'supply_chain_demo.bill_of_material',
      'supply_chain_demo.inventory',
      'supply_chain_demo.material',
      'supply_chain_demo.plan_inventory',
      'supply_chain_demo.plant',
      'supply_chain_demo.product',
    ]);
    const table = (name: string) => data.tables.find((t) => t.name === name)!;
    const values = (name: string, column: string) => {
      const t = table(name);
      const i = t.columns.findIndex((c) => c.name === column);
      return new Set(t.rows.map((r) => r[i]));
    };
    expect([...values('product', 'Department')].sort()).toEqual([
      'Apparel',
      'Fan Shop',
      'Fitness',
      'Footwear',
      'Golf',
      'Outdoors',
    ]);
    expect([...values('datacosupplychaindataset_order', 'market')].sort()).toEqual([
      'Africa',
      'Europe',
      'LATAM',
      'Pacific Asia',
      'USCA',
    ]);
    expect([...values('datacosupplychaindataset_customer', 'customer_segment')].sort()).toEqual([
      'Consumer',
      'Corporate',
      'Home Office',
    ]);
    expect([...values('datacosupplychaindataset_shipment', 'shipping_mode')].sort()).toEqual([
      'First Class',
      'Same Day',
      'Second Class',
      'Standard Class',
    ]);
    expect(values('product', 'Category').has('Soccer')).toBe(true);
    // material_1..3 hold material names (not ids), and every one is a material.
    const materials = values('material', 'materials');
    for (const column of ['material_1', 'material_2', 'material_3']) {
      for (const v of values('bill_of_material', column))
        if (v !== null) expect(materials.has(v), String(v)).toBe(true);
    }
    // Order dates are MM/DD/YYYY text, as the tutorial's mapping expects.
    for (const d of values('datacosupplychaindataset_order', 'order_date'))
      expect(String(d)).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  });

  test('every entity of a mapped concept has a label of its own, so grouping by a label never merges two entities', () => {
    const mapped = Object.values(graph.model.concepts).filter(
      (c) => c.label.length && graph.model.mappings.some((m) => m.into === c.name),
    );
    expect(mapped.map((c) => c.name).sort()).toEqual([
      'bill_of_material',
      'customer',
      'inventory',
      'material',
      'order',
      'plant',
      'product',
      'shipment',
    ]);
    for (const c of mapped) {
      const label = c.label.map((p) => `\`${p}\``).join(', ');
      const shared = graph.engine.run(
        `SELECT ${label}, COUNT(*) AS \`n\` FROM \`timbr\`.\`${c.name}\` GROUP BY ${label} HAVING COUNT(*) > 1`,
      );
      expect(shared.rows, `${c.name} rows sharing a label`).toEqual([]);
    }
  });

  test('some customers have no order yet, so a path from them finds no match', () => {
    const r = graph.engine.run(
      'SELECT `customer_id` FROM `dtimbr`.`customer` WHERE `has_ordered[order].order_id` IS NULL',
    );
    expect(r.rowCount).toBeGreaterThan(0);
  });

  test('the SQL script loads into SQLite with every row, and each CSV file has a header and every row', async () => {
    const data = generateSampleData();
    const db = await openDatabase(toSqlScript(data));
    for (const t of data.tables) {
      expect(db.exec(`SELECT COUNT(*) FROM "${t.schema}"."${t.name}"`)[0].values[0][0]).toBe(t.rows.length);
      const lines = toCsv(t).trimEnd().split('\r\n');
      expect(lines[0]).toBe(t.columns.map((c) => c.name).join(','));
      expect(lines.length).toBe(t.rows.length + 1);
      expect(csvPath(t)).toBe(`${t.schema}/${t.name}.csv`);
    }
    db.close();
  });
});

test.describe('model file', () => {
  test('a concept is picked by name, a pattern picks several statements in file order', () => {
    const picked = pickStatements(graph.statements, {names: 'map_product_contains_material_*'});
    expect(picked.map((s) => (s.result as unknown as {name: string}).name)).toEqual([
      'map_product_contains_material_1',
      'map_product_contains_material_2',
      'map_product_contains_material_3',
    ]);
    expect(() => pickStatements(graph.statements, {names: 'no_such_thing'})).toThrow(
      /no statement named no_such_thing/,
    );
    expect(() => pickStatements(graph.statements, {names: 'order', kind: 'widget'})).toThrow(/not a statement kind/);
  });

  test('an excerpt is the text of the file, and a concept without relationships still parses', async () => {
    const text = excerptText(graph.modelText, graph.statements, {names: 'total_sales'});
    expect(graph.modelText).toContain(text.slice(0, -1));
    const bare = excerptText(graph.modelText, graph.statements, {
      names: 'product',
      kind: 'concept',
      relationships: 'none',
    });
    expect(bare).not.toMatch(/CONSTRAINT/);
    const [parsed] = await parseScript(bare);
    expect(
      (parsed.result as unknown as {elements: {kind: string}[]}).elements.some((e) => e.kind === 'relationship'),
    ).toBe(false);
  });
});

/**
 * Measure columns of a view with GROUP BY that no aggregate wraps. The references show a measure in a view only as
 * `SUM(`measure.x`)` with GROUP BY; a bare measure next to grouped columns is a form they leave undocumented.
 */
function bareMeasuresOfGroupedView(statement: string): string[] {
  if (!/\bONTOLOGY\s+VIEW\b/i.test(statement) || !/\bGROUP\s+BY\b/i.test(statement)) return [];
  return [...statement.matchAll(/(\b(?:SUM|AVG|MIN|MAX|COUNT)\(\s*)?(`measure\.[^`]+`)/gi)]
    .filter((m) => !m[1])
    .map((m) => m[2]);
}

test.describe('views of the model', () => {
  test('a view with GROUP BY wraps every measure column in an aggregate, as the references write it', () => {
    const views = graph.modelText.split(/;\s*\n/).filter((s) => /CREATE OR REPLACE ONTOLOGY VIEW/.test(s));
    expect(views.length).toBeGreaterThan(5);
    expect(views.filter((v) => /GROUP BY/.test(v) && /`measure\./.test(v)).length).toBeGreaterThan(0);
    expect(views.flatMap(bareMeasuresOfGroupedView)).toEqual([]);
    const bare =
      'CREATE OR REPLACE ONTOLOGY VIEW `v` USING `d` AS SELECT `market`, SUM(`measure.total_sales`) AS `total_sales`, ' +
      '`measure.count_of_order` AS `orders` FROM `dtimbr`.`order` GROUP BY `market`';
    expect(bareMeasuresOfGroupedView(bare)).toEqual(['`measure.count_of_order`']);
    expect(bareMeasuresOfGroupedView(bare.replace('`measure.count_of_order`', 'COUNT(DISTINCT `order_id`)'))).toEqual(
      [],
    );
  });
});

/** Runnable blocks of the pages: ```sql runnable. */
function runnableBlocks() {
  return extract
    .collectFiles(['docs'])
    .flatMap((file) =>
      extract
        .extractBlocks(fs.readFileSync(file, 'utf8'), file)
        .filter((b) => b.lang === 'sql' && /(^|\s)runnable(\s|$)/.test(b.meta)),
    );
}

test('every runnable block of docs/ runs on the sample knowledge graph', () => {
  const blocks = runnableBlocks();
  expect(blocks.length).toBeGreaterThan(0);
  const failures: string[] = [];
  for (const b of blocks) {
    try {
      graph.engine.run(b.code);
    } catch (error) {
      failures.push(`${b.file}:${b.line}: ${(error as Error).message}`);
    }
  }
  expect(failures).toEqual([]);
});

test('no runnable block of docs/ cuts inside a tie of its ORDER BY (LIMIT or the rows shown)', () => {
  const failures: string[] = [];
  for (const b of runnableBlocks()) {
    const rows = /(?:^|\s)rows=(\d+)/.exec(b.meta);
    const tie = graph.engine.tieAtCut(b.code, {shownRows: rows ? Number(rows[1]) : 10});
    if (tie) failures.push(`${b.file}:${b.line}: ${tie.message}`);
  }
  expect(failures).toEqual([]);
});

test.describe('remark plugin', () => {
  type Node = {
    type: string;
    lang?: string;
    meta?: string | null;
    value?: string;
    name?: string;
    children?: Node[];
    attributes?: unknown;
  };
  const code = (lang: string, value: string, meta: string | null = null): Node => ({type: 'code', lang, meta, value});
  const run = async (children: Node[]) => {
    const tree: Node = {type: 'root', children};
    await remarkRunnableSql({siteDir: ROOT})(tree as never, {path: 'page.md'});
    return tree.children!;
  };

  test('a runnable query gets its result, both inside the component that runs it in the browser, and the page imports both components', async () => {
    const out = await run([
      code('sql', "SELECT `market` FROM `timbr`.`order` WHERE `market` = 'Africa' GROUP BY `market`", 'runnable'),
    ]);
    expect(out[0].type).toBe('mdxjsEsm');
    expect(out[0].value).toBe(
      'import RunnableResult from "@theme/RunnableResult";\nimport RunnableQuery from "@theme/RunnableQuery";',
    );
    expect(out).toHaveLength(2);
    expect(out[1]).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'RunnableQuery',
      attributes: [{name: 'rows', value: '10'}],
    });
    const [query, result] = out[1].children!;
    expect(isRunnable(query as never)).toBe(true);
    expect(result.type).toBe('mdxJsxFlowElement');
    expect(result.name).toBe('RunnableResult');
    const data = decodeResult((result.attributes as {value: string}[])[0].value);
    expect(data).toMatchObject({columns: ['market'], rows: [['Africa']], numeric: [false], rowCount: 1});
  });

  test('each runnable block is lexed and compiled once: its result and its tie check come from one prepared query', async () => {
    // The plugin runs on the graph this process opened; an engine that counts its stages stands in for the graph's.
    const stages: PrepareStage[] = [];
    const engine = graph.engine;
    graph.engine = createEngine(graph.model, await openDatabase(graph.script), {
      onStage: (stage) => stages.push(stage),
    });
    try {
      await run([
        code('sql', 'SELECT `order_id` FROM `timbr`.`order` ORDER BY `order_id`', 'runnable rows=3'),
        code('sql', "SELECT `market` FROM `timbr`.`order` WHERE `market` = 'Africa' GROUP BY `market`", 'runnable'),
      ]);
    } finally {
      graph.engine = engine;
    }
    expect(stages).toEqual(['lex', 'compile', 'lex', 'compile']);
  });

  test('the shown rows are the first 10, with numbers written with two decimals', () => {
    const rows = Array.from({length: 12}, (_, i) => [i, i + 0.5]);
    const node = resultNodes({columns: ['n', 'half'], rows, rowCount: 12});
    const data = decodeResult((node.attributes as {value: string}[])[0].value);
    expect(data.rows).toHaveLength(10);
    expect(data.rows[1]).toEqual(['1', '1.50']);
    expect(data.numeric).toEqual([true, true]);
    expect(data.rowCount).toBe(12);
  });

  test('rows=N in the meta string shows N rows', async () => {
    const out = await run([
      code('sql', 'SELECT `order_id` FROM `timbr`.`order` ORDER BY `order_id`', 'runnable rows=3'),
    ]);
    expect(out[1].attributes).toMatchObject([{name: 'rows', value: '3'}]);
    const data = decodeResult((out[1].children![1].attributes as {value: string}[])[0].value);
    expect(data.rows).toHaveLength(3);
    expect(data.rowCount).toBeGreaterThan(3);
  });

  test('a result travels as a compact string and comes back whole, tabs and newlines included', () => {
    const r = {
      columns: ['a', 'b\tc'],
      rows: [
        ['x\ny', 'z\\'],
        ['', 'NULL'],
      ],
      numeric: [false, true],
      rowCount: 7,
    };
    expect(decodeResult(encodeResult(r))).toEqual(r);
  });

  test('the row count line says how many rows there are and how many are shown', () => {
    expect(countText(0, 0)).toBe('No rows');
    expect(countText(1, 1)).toBe('1 row');
    expect(countText(4, 4)).toBe('4 rows');
    expect(countText(10, 21)).toBe('First 10 of 21 rows');
  });

  test('a runnable query that fails fails the page with its line', async () => {
    await expect(run([code('sql', 'SELECT `colour` FROM `timbr`.`product`', 'runnable')])).rejects.toThrow(
      /page\.md:.*has no property named colour/,
    );
  });

  test('a block titled Result is refused anywhere: results are computed or marked illustrative', async () => {
    await expect(run([code('sql', 'SELECT 1'), code('text', '1', 'title="Result"')])).rejects.toThrow(/typed by hand/);
  });

  test('a runnable query whose LIMIT cuts inside a tie of ORDER BY fails the page, naming the query and the tied key; a tie-breaker passes', async () => {
    const query = 'SELECT `order_id`, `market` FROM `timbr`.`order` ORDER BY `market` LIMIT 5';
    await expect(run([code('sql', query, 'runnable')])).rejects.toThrow(
      /page\.md:.*the runnable query\n.*ORDER BY `market` LIMIT 5\nLIMIT cuts inside a tie of ORDER BY: .*`market` = /,
    );
    await expect(
      run([code('sql', query.replace('`market` LIMIT', '`market`, `order_id` LIMIT'), 'runnable')]),
    ).resolves.toBeTruthy();
  });

  test('output typed next to a runnable query is refused', async () => {
    await expect(
      run([code('sql', 'SELECT `market` FROM `timbr`.`order`', 'runnable'), code('text', 'market\n------\nEurope')]),
    ).rejects.toThrow(/follows a runnable query/);
  });

  test('illustrative output after a query that the engine can run is refused', async () => {
    await expect(
      run([code('sql', 'SELECT `market` FROM `timbr`.`order`'), code('text', 'Europe', 'title="Illustrative output"')]),
    ).rejects.toThrow(/runs on the sample knowledge graph/);
    // A query on another model keeps its illustrative output.
    const out = await run([
      code('sql', 'SELECT `first_name` FROM `timbr`.`person`'),
      code('text', 'Ann', 'title="Illustrative output"'),
    ]);
    expect(out).toHaveLength(2);
  });

  test('::model-sql shows statements of the model file', async () => {
    const out = await run([
      {type: 'leafDirective', name: 'model-sql', attributes: {names: 'total_sales count_of_order'}, children: []},
    ]);
    expect(out[0].type).toBe('code');
    expect(out[0].lang).toBe('sql');
    expect(out[0].value).toMatch(
      /^CREATE OR REPLACE MEASURE `total_sales`[^\n]*;\nCREATE OR REPLACE MEASURE `count_of_order`/,
    );
  });
});

import {test, expect} from '@playwright/test';
import path from 'node:path';
import {openSampleGraph} from '../../../src/features/runnable-sql/sample-graph';
import {EXAMPLES} from '../../../src/features/runnable-sql/theme/SqlPlayground/examples';
import {outlineOf, type OutlineConcept} from '@timbr-docs/sql';
import {hashOf, queryOfHash} from '../../../src/features/runnable-sql/theme/SqlPlayground/share';
import {toCsv} from '../../../src/features/runnable-sql/theme/SqlPlayground/csv';

/** The playground's example questions and the items of its ontology tree run on the sample knowledge graph as written. */
const ROOT = path.resolve(__dirname, '../../..');

for (const example of EXAMPLES) {
  test(`example question runs and returns rows: ${example.question}`, async () => {
    const graph = await openSampleGraph(ROOT);
    const result = graph.engine.run(example.query);
    expect(result.rowCount).toBeGreaterThan(0);
  });
}

test('every relationship path of the ontology tree runs from its concept', async () => {
  const graph = await openSampleGraph(ROOT);
  const outline = outlineOf(graph.model);
  const all: OutlineConcept[] = [];
  const walk = (c: OutlineConcept) => {
    all.push(c);
    c.children.forEach(walk);
  };
  outline.concepts.forEach(walk);
  expect(all.map((c) => c.name)).toEqual(expect.arrayContaining(['customer', 'order', 'product', 'europe_order']));
  const failures: string[] = [];
  let paths = 0;
  for (const c of all) {
    for (const r of c.relationships) {
      paths += 1;
      try {
        graph.engine.compile(`SELECT \`${r.column}\` FROM \`dtimbr\`.\`${c.name}\``);
      } catch (error) {
        failures.push(`${c.name}: ${r.column}: ${(error as Error).message}`);
      }
    }
    for (const m of c.measures) {
      try {
        graph.engine.compile(`SELECT \`measure.${m}\` FROM \`dtimbr\`.\`${c.name}\``);
      } catch (error) {
        failures.push(`${c.name}: measure ${m}: ${(error as Error).message}`);
      }
    }
  }
  expect(paths).toBeGreaterThan(5);
  expect(failures).toEqual([]);
  for (const v of outline.views)
    expect(() => graph.engine.compile(`SELECT * FROM \`vtimbr\`.\`${v}\``), v).not.toThrow();
});

test('the playground address round-trips any query, and an undecodable one is reported, not thrown', () => {
  const query =
    "SELECT `produced_in[plant].plant_name` FROM `dtimbr`.`product` WHERE `category` = 'Soccer & more' -- 100%\n#";
  expect(queryOfHash(hashOf(query))).toBe(query);
  expect(queryOfHash('')).toBeNull();
  expect(queryOfHash('#section')).toBeNull();
  expect(queryOfHash('#q=%E0%A4%A')).toBeInstanceOf(Error);
});

test('CSV of a result: a header, quoted fields where needed, NULL as empty, CRLF line ends', () => {
  expect(
    toCsv(
      ['a', 'b,c'],
      [
        ['x "y"', null],
        [1.5, 'line\nbreak'],
      ],
    ),
  ).toBe('a,"b,c"\r\n"x ""y""",\r\n1.5,"line\nbreak"\r\n');
});

/**
 * Unit tests of the semantic engine on a tiny model,
 * test/fixtures/semantic-engine-shop.sql, and its rows,
 * semantic-engine-shop-data.sql. Every expected result below was worked out
 * by hand from those two files: one test per rule of the query semantics the
 * engine implements, and one per construct it refuses. The row limit of a
 * run and the cuts inside a tie of ORDER BY are ./runs.spec.ts.
 */
// cspell:ignore colour
import {test, expect} from '@playwright/test';
import {createEngine, EngineError, type Engine} from '@timbr-docs/sql';
import {openShop} from './shop';

let engine: Engine;

test.beforeAll(async () => {
  const {model, db} = await openShop();
  engine = createEngine(model, db);
});

function rows(query: string) {
  return engine.run(query).rows;
}

function refusal(query: string): EngineError {
  try {
    engine.run(query);
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    return error as EngineError;
  }
  throw new Error(`expected an error for: ${query}`);
}

/** The error is a refusal of a construct outside the subset, which names it and says a Timbr server is needed. */
function expectRefused(query: string, construct: string | RegExp) {
  const e = refusal(query);
  expect(e.kind, e.message).toBe('unsupported');
  if (typeof construct === 'string') expect(e.construct).toBe(construct);
  else expect(e.construct).toMatch(construct);
  expect(e.message).toMatch(/Timbr server/);
  return e;
}

test.describe('concepts as tables (timbr)', () => {
  test('a concept is a table of its mapped rows and properties', () => {
    expect(rows('SELECT `item_id`, `item_name`, `price` FROM `timbr`.`item` ORDER BY `item_id`')).toEqual([
      [1, 'Ball', 10],
      [2, 'Bat', 20],
      [3, 'Mug', 5],
    ]);
  });

  test('the mapping SQL runs: CONCAT builds the name, SUBSTRING ... FROM ... FOR and CAST rebuild the date', () => {
    expect(rows('SELECT `buyer_name` FROM `timbr`.`buyer` WHERE `buyer_id` = 9')).toEqual([['Cy Day']]);
    expect(rows('SELECT `sale_date` FROM `timbr`.`sale` WHERE `sale_id` = 102')).toEqual([['2021-03-15']]);
  });

  test('built-in columns: entity_id is the key as text, entity_type the mapped concept, entity_label the label', () => {
    expect(rows('SELECT `entity_id`, `entity_type`, `entity_label` FROM `timbr`.`buyer` ORDER BY `buyer_id`')).toEqual([
      ['7', 'buyer', 'Ann Lee'],
      ['8', 'buyer', 'Bob Kim'],
      ['9', 'buyer', 'Cy Day'],
    ]);
  });

  test('a calculated property is computed per row from other properties', () => {
    expect(
      rows('SELECT `sale_year`, COUNT(*) AS `sales` FROM `timbr`.`sale` GROUP BY `sale_year` ORDER BY `sale_year`'),
    ).toEqual([
      [2020, 2],
      [2021, 3],
    ]);
  });

  test('result columns are named by alias, else by the column as written', () => {
    expect(
      engine.run('SELECT `sale_id`, `qty` AS `units`, `of_item[item].dept` FROM `dtimbr`.`sale` WHERE `sale_id` = 100')
        .columns,
    ).toEqual(['sale_id', 'units', 'of_item[item].dept']);
  });
});

test.describe('sub-concepts', () => {
  test('a rule-based sub-concept (FROM timbr.parent WHERE ...) has the parent rows that meet the rule, with inherited properties', () => {
    expect(rows('SELECT `item_name`, `price`, `entity_type` FROM `timbr`.`sport_item` ORDER BY `item_name`')).toEqual([
      ['Ball', 10, 'item'],
      ['Bat', 20, 'item'],
    ]);
  });

  test('a sub-concept defined by a relationship condition keeps parents with a related row that meets the whole condition', () => {
    // Ann has sale 100 (North, qty 2); Cy's North sale has qty 1; Bob has no North sale.
    expect(rows('SELECT `buyer_name` FROM `timbr`.`north_buyer`')).toEqual([['Ann Lee']]);
  });

  test('a parent concept returns the rows of its mapped children; etimbr adds the properties of the children', () => {
    expect(rows('SELECT `entity_id`, `entity_type` FROM `timbr`.`asset` ORDER BY `entity_id`')).toEqual([
      ['Drill', 'tool'],
      ['Kite', 'toy'],
      ['Yo-yo', 'toy'],
    ]);
    expect(rows('SELECT `asset_name`, `voltage`, `age_min` FROM `etimbr`.`asset` ORDER BY `asset_name`')).toEqual([
      ['Drill', 18, null],
      ['Kite', null, 6],
      ['Yo-yo', null, 4],
    ]);
    const e = refusal('SELECT `voltage` FROM `timbr`.`asset`');
    expect(e.kind).toBe('semantic');
    expect(e.message).toMatch(/sub-concept tool.*etimbr/);
  });

  test('thing holds every mapped row of the model', () => {
    // 3 items + 3 buyers + 5 sales + 3 parts + 3 assets + 1 bundle.
    expect(rows('SELECT COUNT(*) AS `n` FROM `timbr`.`thing`')).toEqual([[18]]);
    expect(
      rows("SELECT `entity_type`, `entity_id` FROM `etimbr`.`thing` WHERE `entity_id` LIKE '1%' ORDER BY 1, 2"),
    ).toEqual([
      ['bundle', '1'],
      ['item', '1'],
      ['part', '1'],
      ['sale', '100'],
      ['sale', '101'],
      ['sale', '102'],
      ['sale', '103'],
      ['sale', '104'],
    ]);
    // bundle has two label properties, so entity_label over thing is refused (see below).
    expectRefused('SELECT `entity_label` FROM `etimbr`.`thing`', 'entity_label');
  });
});

test.describe('relationship paths (dtimbr)', () => {
  test('a path is a LEFT JOIN: a row without a match keeps a NULL', () => {
    expect(rows('SELECT `sale_id`, `of_item[item].item_name` FROM `dtimbr`.`sale` ORDER BY `sale_id`')).toEqual([
      [100, 'Ball'],
      [101, 'Ball'],
      [102, 'Bat'],
      [103, 'Mug'],
      [104, null],
    ]);
  });

  test('chained hops, and an inverse relationship (bought is the inverse of bought_by)', () => {
    expect(
      rows('SELECT `buyer_name`, `bought[sale].of_item[item].item_name` FROM `dtimbr`.`buyer` ORDER BY 1, 2'),
    ).toEqual([
      ['Ann Lee', 'Ball'],
      ['Ann Lee', 'Bat'],
      ['Bob Kim', 'Ball'],
      ['Bob Kim', 'Mug'],
      ['Cy Day', null],
    ]);
  });

  test('several paths with the same prefix share one join', () => {
    expect(
      rows('SELECT `bought[sale].sale_id`, `bought[sale].qty` FROM `dtimbr`.`buyer` WHERE `buyer_id` = 8 ORDER BY 1'),
    ).toEqual([
      [101, 1],
      [103, 4],
    ]);
  });

  test('a sub-concept in the brackets keeps only related rows of that sub-concept', () => {
    expect(
      rows(
        'SELECT `buyer_name`, COUNT(`bought[north_sale].sale_id`) AS `n` FROM `dtimbr`.`buyer` GROUP BY `buyer_name` ORDER BY `buyer_name`',
      ),
    ).toEqual([
      ['Ann Lee', 2],
      ['Bob Kim', 0],
      ['Cy Day', 1],
    ]);
  });

  test('FROM a sub-concept keeps the paths of the parent', () => {
    expect(
      rows(
        'SELECT `item_name`, COUNT(`sold_in[sale].sale_id`) AS `n` FROM `dtimbr`.`sport_item` GROUP BY `item_name` ORDER BY `item_name`',
      ),
    ).toEqual([
      ['Ball', 2],
      ['Bat', 1],
    ]);
  });

  test('a many-to-many relationship is fed by all its mappings, whatever the order of their constraints; a mapping row with an empty key adds nothing', () => {
    // Ball and Mug have no part_b: map_item_made_of_b adds no pair for them, and no row with an empty part.
    expect(rows('SELECT `item_name`, `made_of[part].part_name` FROM `dtimbr`.`item` ORDER BY 1, 2')).toEqual([
      ['Ball', 'Rubber'],
      ['Bat', 'Rubber'],
      ['Bat', 'Wood'],
      ['Mug', 'Clay'],
    ]);
    expect(
      rows(
        'SELECT `part_name`, COUNT(`used_in[item].item_id`) AS `items` FROM `dtimbr`.`part` GROUP BY `part_name` ORDER BY `part_name`',
      ),
    ).toEqual([
      ['Clay', 1],
      ['Rubber', 2],
      ['Wood', 1],
    ]);
  });

  test('built-in columns at the end of a path', () => {
    expect(rows('SELECT `bought_by[buyer].entity_label` FROM `dtimbr`.`sale` WHERE `sale_id` = 103')).toEqual([
      ['Bob Kim'],
    ]);
  });

  test('paths exist only in dtimbr, and name the right target', () => {
    expect(refusal('SELECT `of_item[item].item_name` FROM `timbr`.`sale`').message).toMatch(/only in dtimbr/);
    expect(refusal('SELECT `of_item[buyer].buyer_name` FROM `dtimbr`.`sale`').message).toMatch(
      /leads from sale to item/,
    );
    expect(refusal('SELECT `shipped[item].item_name` FROM `dtimbr`.`sale`').message).toMatch(
      /no relationship named shipped/,
    );
  });
});

test.describe('measures', () => {
  test('a measure aggregates the rows of each group of the other selected columns', () => {
    // North: 20 + 20 + 5; South: 10 + 20.
    expect(
      rows('SELECT `region`, `measure.total_amount` FROM `dtimbr`.`sale` GROUP BY `region` ORDER BY `region`'),
    ).toEqual([
      ['North', 45],
      ['South', 30],
    ]);
  });

  test('on its own, a measure is the total of all rows', () => {
    expect(rows('SELECT `measure.sale_count` FROM `dtimbr`.`sale`')).toEqual([[5]]);
  });

  test('a filtered measure adds its condition to each aggregate, and composite measures combine measures', () => {
    expect(rows('SELECT `measure.north_amount`, `measure.net_amount` FROM `dtimbr`.`sale`')).toEqual([[45, 30]]);
    // 75 / (2 + 1 + 1 + 4 + 1)
    const [[ratio]] = rows('SELECT `measure.amount_per_unit` FROM `dtimbr`.`sale`');
    expect(ratio).toBeCloseTo(75 / 9, 9);
  });

  test('SUM(`measure.x`) around a sum measure, with FILTER (WHERE ...)', () => {
    expect(
      rows("SELECT SUM(`measure.total_amount`) FILTER (WHERE `region` = 'South') AS `south` FROM `dtimbr`.`sale`"),
    ).toEqual([[30]]);
  });

  test('a measure through a relationship aggregates the related rows', () => {
    // Retail: Ann 20 + 20 and Cy 5; Wholesale: Bob 10 + 20.
    expect(
      rows(
        'SELECT `kind`, `measure.bought[sale].total_amount` AS `amount` FROM `dtimbr`.`buyer` GROUP BY `kind` ORDER BY `kind`',
      ),
    ).toEqual([
      ['Retail', 45],
      ['Wholesale', 30],
    ]);
  });

  test('measures exist only in dtimbr', () => {
    expect(refusal('SELECT `measure.total_amount` FROM `timbr`.`sale`').message).toMatch(/only in dtimbr/);
  });
});

test.describe('views', () => {
  test('an ontology view is read from vtimbr', () => {
    // Sport: 20 + 10 + 20; Home: 20; sale 104 has no item.
    expect(rows('SELECT * FROM `vtimbr`.`amount_per_dept` ORDER BY `dept`')).toEqual([
      [null, 5],
      ['Home', 20],
      ['Sport', 50],
    ]);
  });
});

test.describe('refused constructs', () => {
  test('gtimbr (graph algorithms)', () => {
    expectRefused('SELECT * FROM `gtimbr`.`item`', 'gtimbr');
  });

  test('the legacy path shorthand without targets', () => {
    expectRefused('SELECT `of_item.item_name` FROM `dtimbr`.`sale`', 'of_item.item_name');
  });

  test('statements that are not confirmed in the SQL reference, and statements that are not queries', () => {
    expectRefused('DROP CONCEPT `item`', 'DROP CONCEPT');
    expect(expectRefused('SET x = 1', 'SET').message).toMatch(/not confirmed/);
    expectRefused('CREATE OR REPLACE CONCEPT `x` INHERITS (`thing`)', 'CREATE OR REPLACE CONCEPT');
    expectRefused('SHOW CONCEPTS', 'SHOW');
    expectRefused('DESCRIBE CONCEPT `dtimbr`.`item`', 'DESCRIBE');
  });

  test('system tables', () => {
    expectRefused('SELECT `concept` FROM `timbr`.`SYS_CONCEPTS`', 'timbr.SYS_CONCEPTS');
  });

  test('transitive paths, transitivity levels, type flags, ~ columns and relationship attributes', () => {
    expectRefused('SELECT `of_item[item*2].item_name` FROM `dtimbr`.`sale`', 'of_item[item*2]');
    expectRefused('SELECT `_type_of_sport_item` FROM `dtimbr`.`item`', '_type_of_sport_item');
    expectRefused('SELECT `~of_item[sale].sale_id` FROM `dtimbr`.`item`', '~of_item[sale].sale_id');
    expectRefused('SELECT `of_item[item]_weight` FROM `dtimbr`.`sale`', 'of_item[item]_weight');
  });

  test('a measure inside an aggregate other than SUM around a sum measure', () => {
    expectRefused(
      'SELECT `region`, SUM(`measure.sale_count`) FROM `dtimbr`.`sale` GROUP BY `region`',
      'SUM(`measure.sale_count`)',
    );
    expectRefused('SELECT AVG(`measure.total_amount`) FROM `dtimbr`.`sale`', 'AVG(`measure.total_amount`)');
  });

  test('a measure next to columns that are not aggregated, without GROUP BY', () => {
    expectRefused('SELECT `region`, `measure.total_amount` FROM `dtimbr`.`sale`', 'region');
  });

  test('a sum measure next to a one-to-many path that does not lead to it', () => {
    expectRefused(
      'SELECT `dept`, `measure.sold_in[sale].total_amount`, COUNT(`made_of[part].part_id`) FROM `dtimbr`.`item` GROUP BY `dept`',
      'measure.sold_in[sale].total_amount',
    );
  });

  test('reading a cube through vtimbr', () => {
    expectRefused('SELECT `region` FROM `vtimbr`.`sale_cube`', 'sale_cube');
  });

  test('SELECT * on a concept', () => {
    expectRefused('SELECT * FROM `timbr`.`item`', 'SELECT *');
  });

  test('entity_label of a concept with several label properties', () => {
    expectRefused('SELECT `entity_label` FROM `timbr`.`bundle`', 'entity_label');
  });

  test('joins, window functions and unknown functions', () => {
    expectRefused('SELECT `item_name` FROM `timbr`.`item` JOIN `timbr`.`sale` ON 1 = 1', 'INNER JOIN');
    expectRefused('SELECT ROW_NUMBER() OVER (ORDER BY `item_id`) FROM `timbr`.`item`', 'ROW_NUMBER(...) OVER');
    expectRefused('SELECT format_number(`price`, 0) FROM `timbr`.`item`', 'FORMAT_NUMBER');
  });
});

test.describe('errors', () => {
  test('a syntax error gives its line and column', () => {
    const e = refusal('SELECT `item_name`\nFROM FROM `timbr`.`item`');
    expect(e.kind).toBe('syntax');
    expect([e.line, e.column]).toEqual([2, 6]);
    expect(e.message).toMatch(/line 2, column 6/);
  });

  test('an unknown property or concept is named', () => {
    const p = refusal('SELECT `colour` FROM `timbr`.`item`');
    expect([p.kind, p.construct, p.line, p.column]).toEqual(['semantic', 'colour', 1, 8]);
    expect(refusal('SELECT `x` FROM `timbr`.`widget`').construct).toBe('widget');
  });

  test('a column outside GROUP BY and aggregates is an error, as in standard SQL', () => {
    expect(refusal('SELECT `region`, `qty` FROM `timbr`.`sale` GROUP BY `region`').message).toMatch(
      /`qty` must be in GROUP BY/,
    );
  });
});

/**
 * Unit tests of the Timbr SQL front end: the typed tree the parser gives for
 * each kind of statement, and the grammar of relationship paths. Where
 * syntax errors are reported, and the engine's refusal of what the checker
 * accepts, are ./errors.spec.ts. The share of broken statements of the docs
 * the checker catches is measured with the site
 * (tests/unit/sql-checker.spec.ts).
 */
// cspell:ignore pagerank
import {test, expect} from '@playwright/test';
import {checkStatement, parseModelScript, parseStatement, readIdentifier, type Statement} from '@timbr-docs/sql';

/** Parses one statement and checks its type. */
function parse<T extends Statement['type']>(sql: string, type: T): Extract<Statement, {type: T}> {
  const statement = parseStatement(sql, {checkPaths: true});
  expect(statement.type).toBe(type);
  return statement as Extract<Statement, {type: T}>;
}

test.describe('typed syntax tree of each statement kind', () => {
  test('CREATE ONTOLOGY and ALTER ONTOLOGY', () => {
    expect(parse("CREATE ONTOLOGY `supply_chain` DESCRIPTION = 'Orders';", 'create ontology')).toMatchObject({
      name: 'supply_chain',
      description: 'Orders',
    });
    expect(parse('CREATE ONTOLOGY supply_chain', 'create ontology').description).toBeUndefined();
    expect(parse("ALTER ONTOLOGY `supply_chain` SET DESCRIPTION = 'New'", 'alter ontology')).toMatchObject({
      name: 'supply_chain',
      description: 'New',
    });
    expect(
      parse(
        "ALTER ONTOLOGY supply_chain SET graph_algorithm_manager_url = 'http://timbr-ga:12000/execute_algorithm'",
        'alter ontology',
      ),
    ).toMatchObject({key: 'graph_algorithm_manager_url', value: 'http://timbr-ga:12000/execute_algorithm'});
  });

  test('CREATE PROPERTY: type, description, tags and a calculated body', () => {
    expect(
      parse(
        "CREATE OR REPLACE PROPERTY `unit_price` decimal(10,2) DESCRIPTION = 'Price' WITH TAGS (`pii` = 'false', owner = 'sales');",
        'create property',
      ),
    ).toMatchObject({
      orReplace: true,
      name: 'unit_price',
      dataType: 'decimal(10,2)',
      description: 'Price',
      tags: [
        {key: 'pii', value: 'false'},
        {key: 'owner', value: 'sales'},
      ],
    });
    const calculated = parse(
      'CREATE OR REPLACE PROPERTY `order_year` int AS SELECT YEAR(`order_date`)',
      'create property',
    );
    expect(calculated.expr).toMatchObject({
      k: 'fn',
      name: 'YEAR',
      args: [{k: 'col', name: 'order_date', quoted: true}],
    });
  });

  test('CREATE MEASURE: the aggregate and its WHERE', () => {
    const m = parse(
      "CREATE MEASURE `total_sales` double DESCRIPTION 'Sum' AS SELECT SUM(`sales`) WHERE `market` = 'Europe'",
      'create measure',
    );
    expect(m).toMatchObject({orReplace: false, name: 'total_sales', dataType: 'double', description: 'Sum'});
    expect(m.expr).toMatchObject({k: 'fn', name: 'SUM', distinct: false});
    expect(m.where).toMatchObject({
      k: 'bin',
      op: '=',
      left: {k: 'col', name: 'market'},
      right: {k: 'lit', type: 'string', value: 'Europe'},
    });
  });

  test('CREATE CONCEPT: columns, measures, keys, labels, both kinds of relationship, parents, tags', () => {
    const c = parse(
      `CREATE OR REPLACE CONCEPT \`order\` (
      \`order_id\` string, \`total_sales\` measure double, PRIMARY KEY (\`order_id\`), LABEL (\`order_id\`, \`market\`),
      CONSTRAINT \`ordered_by\` FOREIGN KEY (\`customer_id\`) REFERENCES \`customer\` (\`customer_id\`) INVERSEOF \`placed\` TRANSITIVE(3),
      CONSTRAINT \`of_product\` MULTIREFERENCE \`product\` INVERSEOF \`in_order\`
    ) INHERITS (\`thing\`, \`event\`) DESCRIPTION 'An order' WITH TAGS (\`domain\` = 'sales')`,
      'create concept',
    );
    expect(c.elements).toEqual([
      {kind: 'property', name: 'order_id', dataType: 'string'},
      {kind: 'measure', name: 'total_sales', dataType: 'double'},
      {kind: 'primary key', keys: ['order_id']},
      {kind: 'label', labels: ['order_id', 'market']},
      {
        kind: 'relationship',
        name: 'ordered_by',
        many: false,
        columns: ['customer_id'],
        target: 'customer',
        targetColumns: ['customer_id'],
        inverse: 'placed',
        transitive: 3,
      },
      {kind: 'relationship', name: 'of_product', many: true, target: 'product', inverse: 'in_order', transitive: false},
    ]);
    expect(c).toMatchObject({
      inherits: ['thing', 'event'],
      description: 'An order',
      tags: [{key: 'domain', value: 'sales'}],
    });
    expect(c.rule).toBeUndefined();
  });

  test('CREATE CONCEPT of a rule-based sub-concept, and ALTER CONCEPT', () => {
    const c = parse(
      "CREATE OR REPLACE CONCEPT `texas_order` INHERITS (`order`) FROM dtimbr.`order` WHERE `ordered_by[customer].customer_state` = 'TX'",
      'create concept',
    );
    expect(c.rule).toMatchObject({
      schema: 'dtimbr',
      parent: 'order',
      where: {k: 'bin', left: {k: 'col', name: 'ordered_by[customer].customer_state'}},
    });
    expect(parse("ALTER CONCEPT `product` UPDATE TAG `owner`='supply_team'", 'alter concept')).toMatchObject({
      name: 'product',
      tag: 'owner',
      value: 'supply_team',
    });
  });

  test('CREATE MAPPING: into a concept, many-to-many, WITHOUT PARSING', () => {
    const m = parse(
      'CREATE OR REPLACE MAPPING `map_product` INTO (`product`) USING supply_chain_db AS SELECT `prod_id` AS `product_id` FROM scdata.products',
      'create mapping',
    );
    expect(m).toMatchObject({name: 'map_product', into: 'product', using: 'supply_chain_db', withoutParsing: false});
    expect(m.query?.body).toMatchObject({
      k: 'select',
      items: [{expr: {k: 'col', name: 'prod_id'}, alias: 'product_id'}],
      from: {schema: 'scdata', name: 'products'},
    });
    const mtm = parse(
      'CREATE OR REPLACE MAPPING `m` (CONSTRAINT `produced_in` FOREIGN KEY (`plant_id`) REFERENCES `plant` (`plant_id`), CONSTRAINT `produces` FOREIGN KEY (`product_id`) REFERENCES `product` (`product_id`)) AS SELECT `a` AS `product_id`, `b` AS `plant_id` FROM `db`.`t`',
      'create mapping',
    );
    expect(mtm.constraints).toEqual([
      {name: 'produced_in', columns: ['plant_id'], target: 'plant', targetColumns: ['plant_id']},
      {name: 'produces', columns: ['product_id'], target: 'product', targetColumns: ['product_id']},
    ]);
    const raw = parse(
      'CREATE OR REPLACE MAPPING `m` INTO (`plant`) WITHOUT PARSING AS SELECT plant_id::text AS `plant_id` FROM `db`.`t`',
      'create mapping',
    );
    expect(raw).toMatchObject({
      withoutParsing: true,
      native: {text: 'SELECT plant_id::text AS `plant_id` FROM `db`.`t`'},
    });
    expect(raw.query).toBeUndefined();
  });

  test('views and cubes', () => {
    expect(
      parse(
        "CREATE OR REPLACE ONTOLOGY VIEW `v` USING `ds` DESCRIPTION 'd' AS SELECT `a` FROM `dtimbr`.`c` ORDER BY `a` DESC",
        'create ontology view',
      ),
    ).toMatchObject({name: 'v', using: 'ds', description: 'd', query: {orderBy: [{desc: true}]}});
    expect(parse('CREATE OR REPLACE VIEW `v` AS SELECT `a` FROM `dtimbr`.`c`', 'create view').query.body).toMatchObject(
      {k: 'select'},
    );
    expect(
      parse(
        "CREATE OR REPLACE ONTOLOGY CUBE `c` USING `ds` WITH TAGS (`hierarchy.location` = 'a,b') AS SELECT `market` AS `market` FROM `dtimbr`.`order`",
        'create ontology cube',
      ),
    ).toMatchObject({tags: [{key: 'hierarchy.location', value: 'a,b'}]});
  });

  test('SHOW, DESCRIBE, DESC, CACHE MAPPING, GRANT and REVOKE', () => {
    expect(parse('SHOW TABLES IN dtimbr', 'show')).toMatchObject({what: 'tables', schema: 'dtimbr'});
    expect(parse('show datasources', 'show')).toMatchObject({what: 'datasources'});
    expect(parse("DESCRIBE CONCEPT `dtimbr`.`product` OPTIONS (graph_depth='1')", 'describe concept')).toMatchObject({
      target: {schema: 'dtimbr', name: 'product'},
      options: [{key: 'graph_depth', value: '1'}],
    });
    expect(parse('DESC `timbr`.`product`', 'desc')).toMatchObject({target: {schema: 'timbr', name: 'product'}});
    expect(
      parse(
        "CACHE MAPPING map_order USING timbr_virtualization OPTIONS (`schema`='cache', partition='order_date')",
        'cache mapping',
      ),
    ).toMatchObject({
      name: 'map_order',
      using: 'timbr_virtualization',
      options: [
        {key: 'schema', value: 'cache'},
        {key: 'partition', value: 'order_date'},
      ],
    });
    expect(parse('GRANT EDIT ON ALL ontology TO ROLE stewards WITH GRANT OPTION', 'grant')).toMatchObject({
      level: 'EDIT',
      all: true,
      resource: ['ontology'],
      grantee: {kind: 'ROLE', name: 'stewards'},
      withGrantOption: true,
    });
    expect(parse('REVOKE QUERY ON ontology.`supply_chain` FROM USER analyst', 'revoke')).toMatchObject({
      level: 'QUERY',
      all: false,
      resource: ['ontology', 'supply_chain'],
      grantee: {kind: 'USER', name: 'analyst'},
      withGrantOption: false,
    });
  });

  test('queries: WITH, UNION, joins, window functions, FILTER, REGEXP, NULLS LAST, CASE, CAST, SUBSTRING FROM FOR, table functions', () => {
    const q = parse(
      `WITH \`top\` (\`id\`) AS (SELECT \`product_id\` FROM \`dtimbr\`.\`product\`)
      SELECT t.\`id\`, ROW_NUMBER() OVER (PARTITION BY \`a\` ORDER BY \`b\` DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS \`n\`,
        SUM(\`x\`) FILTER (WHERE \`y\` > 1), CASE WHEN \`a\` REGEXP '^x' THEN CAST(\`a\` AS STRING) ELSE SUBSTRING(\`a\` FROM 1 FOR 2) END
      FROM \`top\` t JOIN \`u\` USING (\`id\`)
      UNION ALL (SELECT 1, 2, 3, 4 FROM gtimbr.pagerank('SELECT 1', 3))
      ORDER BY 1 NULLS LAST LIMIT 10 OFFSET 5`,
      'query',
    ).query;
    expect(q.with).toMatchObject({recursive: false, tables: [{name: 'top', columns: ['id']}]});
    expect(q).toMatchObject({limit: 10, offset: 5, orderBy: [{desc: false, nulls: 'LAST'}]});
    const select = q.body as Extract<typeof q.body, {k: 'select'}>;
    expect(select.items[0].expr).toMatchObject({k: 'col', qualifier: 't', name: 'id'});
    expect(select.items[1].expr).toMatchObject({
      k: 'fn',
      name: 'ROW_NUMBER',
      over: {orderBy: [{desc: true}], frame: 'ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW'},
    });
    expect(select.items[2].expr).toMatchObject({k: 'fn', name: 'SUM', filter: {k: 'bin', op: '>'}});
    expect(select.items[3].expr).toMatchObject({
      k: 'case',
      whens: [{when: {k: 'like', op: 'REGEXP'}, then: {k: 'cast', type: 'STRING'}}],
      else: {k: 'fn', name: 'SUBSTRING'},
    });
    expect(select.joins).toMatchObject([{kind: 'INNER', table: {name: 'u'}, using: ['id']}]);
    expect(q.compound).toMatchObject([
      {
        op: 'UNION ALL',
        select: {k: 'select', from: {schema: 'gtimbr', name: 'pagerank', args: [{k: 'lit'}, {k: 'lit', value: 3}]}},
      },
    ]);
  });

  test('datasource SQL in mappings: double-quoted tables, POSITION(a IN b), ::', () => {
    const m = parse(
      'CREATE OR REPLACE MAPPING `m` INTO (`c`) AS SELECT POSITION(\'-\' IN "code")::int AS `p` FROM "public"."orders"',
      'create mapping',
    );
    expect(m.query?.body).toMatchObject({
      items: [
        {
          expr: {
            k: 'cast',
            syntax: '::',
            type: 'INT',
            expr: {
              k: 'fn',
              name: 'POSITION',
              args: [
                {k: 'lit', value: '-'},
                {k: 'lit', value: 'code'},
              ],
            },
          },
          alias: 'p',
        },
      ],
      from: {schema: 'public', name: 'orders'},
    });
  });

  test("positions of the tree are the source's, also for a statement in the middle of a script", () => {
    const script = "SHOW TAGS;\nCREATE OR REPLACE MEASURE `m` double AS SELECT SUM(`sales`)\n  WHERE `market` = 'X';\n";
    const [first, second] = parseModelScript(script, 'model.sql');
    expect(first).toMatchObject({offset: 0, line: 1, text: 'SHOW TAGS'});
    expect(second).toMatchObject({offset: 11, line: 2});
    const measure = second.result as Extract<Statement, {type: 'create measure'}>;
    expect(measure.where?.pos).toEqual({offset: script.indexOf('`market`'), line: 3, column: 9});
  });
});

test.describe('the grammar of relationship paths', () => {
  test('each form reads into its parts', () => {
    expect(readIdentifier('product_name')).toEqual({kind: 'name', name: 'product_name'});
    expect(readIdentifier('in_order[order].ordered_by[customer].customer_city')).toEqual({
      kind: 'path',
      inverse: false,
      hops: [
        {relationship: 'in_order', target: 'order'},
        {relationship: 'ordered_by', target: 'customer'},
      ],
      end: {property: 'customer_city'},
    });
    expect(readIdentifier('supplied_by[plant*3]_transitivity_level')).toEqual({
      kind: 'path',
      inverse: false,
      hops: [{relationship: 'supplied_by', target: 'plant', depth: 3}],
      end: {transitivityLevel: true},
    });
    expect(readIdentifier('~in_order[order].order_id')).toMatchObject({kind: 'path', inverse: true});
    expect(readIdentifier('measure.placed[order].total_sales')).toEqual({
      kind: 'measure',
      hops: [{relationship: 'placed', target: 'order'}],
      measure: 'total_sales',
    });
    expect(readIdentifier('birth_place.country.name')).toEqual({
      kind: 'legacy',
      parts: ['birth_place', 'country', 'name'],
    });
    expect(readIdentifier('rel[].x')).toEqual({kind: 'invalid', reason: 'missing target concept inside [ ]'});
  });

  test('two names written together without a dot', () => {
    expect(checkStatement('SELECT `a` FROM `dtimbr``product`')).toMatchObject({
      ok: false,
      offset: 16,
      message:
        'expected "." between `dtimbr` and `product` but found `dtimbr``product` (a doubled backtick inside backticks is a backtick in the name)',
    });
  });
});

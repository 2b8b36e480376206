/**
 * Content claims (see content-claims.spec.ts) about SQL and code: the schemas, measures, the SQL Editor, the SQL of a
 * source's mappings, and the code of the SDK pages.
 */
import {proseWith, ruleTests, type Block, type Rule} from '../support/content-claims';

/** The number of arguments of each CONCAT call in a SQL text, string literals and nested calls counted once. */
function concatArities(sql: string): number[] {
  const out: number[] = [];
  for (const m of sql.matchAll(/\bCONCAT\s*\(/gi)) {
    let depth = 1;
    let commas = 0;
    let quote: string | null = null;
    for (let i = m.index + m[0].length; i < sql.length && depth > 0; i++) {
      const c = sql[i];
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === "'" || c === '"' || c === '`') quote = c;
      else if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (c === ',' && depth === 1) commas++;
    }
    out.push(commas + 1);
  }
  return out;
}

const RULES: Rule[] = [
  {
    name: 'a condition added to listing one measure on several concepts',
    instead:
      'The reference (sql/measures) says only that a measure can be listed on several concepts; where it can be listed is not documented.',
    check: (blocks) =>
      proseWith(
        blocks,
        (sentence) =>
          /\b(?:several|multiple|many|more than one|other) concepts\b/i.test(sentence) &&
          /\b(?:as long as|so long as|provided|only if|only when|if|when|where|once)\b/i.test(sentence) &&
          !/not documented/i.test(sentence),
        {about: /\bmeasures?\b/i},
      ),
  },
  {
    name: 'the vtimbr schema said to show cubes',
    instead:
      'Views are read from vtimbr; cubes are listed in SYS_VIEWS, and whether a cube is read from vtimbr is not confirmed (reference sql/cubes).',
    check: (blocks) =>
      blocks.filter((b) =>
        b.text
          .split(/(?<=\.)\s+/)
          .some(
            (sentence) =>
              /\bvtimbr\b/.test(sentence) &&
              !/not confirmed|unconfirmed|\bwhether\b/i.test(sentence) &&
              (/\bvtimbr\b[\s\S]*\bviews?\b\]?,?\s*(?:and|or|\/)\s*(?:the\s+)?(?::term\[)?cubes?\b/i.test(sentence) ||
                /\bcubes?\b[^.]{0,30}\b(?:in|from|through|under|via)\s+(?:the\s+)?(?::term\[)?`?vtimbr\b/i.test(
                  sentence,
                )),
          ),
      ),
  },
  {
    name: 'a LangGraph snippet that adds an edge to the graph above from a node that already has one, which keeps both',
    instead:
      'A node with two outgoing edges runs both next steps (reference integration/langgraph-sdk wires one edge per step): build the graph again without the edge the new one replaces.',
    check: (blocks) => {
      const edges = new Map<string, string[]>();
      const out: Block[] = [];
      for (const b of blocks) {
        if (!/^python\b/.test(b.fence ?? '')) continue;
        const added = [...b.text.matchAll(/\.add_edge\(\s*["'](\w+)["']\s*,\s*["']?(\w+)["']?\s*\)/g)];
        if (
          !/\bStateGraph\(/.test(b.text) &&
          added.some(([, from, to]) => (edges.get(from) ?? []).some((t) => t !== to))
        )
          out.push(b);
        for (const [, from, to] of added) edges.set(from, [...(edges.get(from) ?? []), to]);
      }
      return out;
    },
  },
  {
    name: 'CONCAT with more than two arguments on the page of a source whose CONCAT takes two',
    instead:
      "Redshift's and Oracle's CONCAT take two arguments: join more parts with the standard `||` operator, or nest CONCAT.",
    check: (blocks, source) =>
      /^title:\s*(?:Amazon\s+)?(?:Redshift|Oracle)\b/m.test(source)
        ? blocks.filter((b) => /^sql\b/.test(b.fence ?? '') && concatArities(b.text).some((n) => n > 2))
        : [],
  },
  {
    name: 'running a pasted script of several statements in the SQL Editor said to be not documented',
    instead:
      'The sql/index reference gives the catalog setup as: select the knowledge graph in SQL Lab > SQL Editor, paste the whole .sql script and run it.',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence &&
          /\b(?:SQL Editor|SQL Lab|editor)\b/i.test(b.text) &&
          /\bseveral (?:pasted )?statements in one go\b|\bpasted (?:file|script) of several statements\b/i.test(b.text),
      ),
  },
  {
    name: 'only some kinds of sub-concept said to inherit a mapping, a parent mapped to those that are neither of its children, or a child mapped besides its parent under a condition',
    instead:
      'Every sub-concept inherits the mapping of its parent, and mapping both a parent and a child duplicates rows (references sql/mappings, sql/sql-ddl, platform/modeling/data-mapper): map only the children; the parent returns the union of their rows.',
    check: (blocks) =>
      proseWith(
        blocks,
        (sentence) =>
          /\b(?:business[- ]logic|rule[- ]based|filtered|derived|some|certain|only)\s+(?:sub-?concepts?|child(?:ren| concepts?)?)\b[^.;]*\binherit/i.test(
            sentence,
          ) ||
          /\b(?:sub-?concepts?|child(?:ren| concepts?)?)\b[^.;]*\b(?:do not|don't|does not|doesn't|never)\s+inherit\b[^.;]*\bmappings?\b/i.test(
            sentence,
          ) ||
          /\bmap(?:s|ping|ped)?\b[^.;]*\b(?:who|that|which)\s+(?:are|is)\s+neither\b/i.test(sentence) ||
          /\bmap(?:s|ping|ped)?\b[^.;]*\bparent\b[^.;]*\bneither\b/i.test(sentence) ||
          /\bmap\s+(?:a|the|each)\s+(?:sub-?concept|child(?: concept)?)\b[^.;]*\bonly\s+(?:when|if)\b/i.test(sentence),
      ),
  },
  {
    name: 'the five virtual schemas all said to show the same concepts at different levels of detail',
    instead:
      'Only timbr, etimbr and dtimbr show the concepts, each adding to the one before; vtimbr holds the views and gtimbr the graph algorithms (references sql/index, sql/general, getting-started/query-kg).',
    check: (blocks) =>
      proseWith(
        blocks,
        (sentence) =>
          /\bsame concepts\b[^.;]*\b(?:levels?|detail|enrichment)\b/i.test(sentence) &&
          !/\b(?:first|these|those) three\b|\bthree of them\b/i.test(sentence),
        {about: /\bschemas?\b/i},
      ),
  },
  {
    name: 'a name that is also an SQL keyword said to fail or to be unusable without backticks',
    instead:
      'The references quote every identifier and give no rule for unquoted keyword names (sql/index, sql/general): say that such a name can be read as the keyword, and quote it.',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence &&
          /\b(?:SQL|reserved) keywords?\b|\balso an? (?:SQL )?keyword\b/i.test(b.text) &&
          /\b(?:cannot|can't|can not) be used\b|\bfails?\b|\bis (?:refused|rejected)\b/i.test(b.text) &&
          !/\bcan be read\b|not documented/i.test(b.text),
      ),
  },
  {
    name: 'a Python or Java exception class quoted in prose as what a reader of a client or SDK page will see',
    instead:
      "No reference quotes the exceptions a client library or the JVM raises (they give only pytimbr-api's `Exception('Error: ...')` and parse message, and the API's `ExecutionError`): describe the failure in words, such as \"Python cannot import the package\".",
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence &&
          /`(?:[\w.]+\.)?(?:ModuleNotFoundError|ImportError|AttributeError|KeyError|TypeError|ValueError|ConnectionError|SSLError|ClassNotFoundException|NoClassDefFoundError|SQLException|SSLHandshakeException|UnsupportedClassVersionError)\b/.test(
            b.text,
          ),
      ),
  },
  {
    name: "`supply_chain_db`, the running example's datasource, named as the datasource of a mapping that a page adds next to the example's",
    instead:
      "supply_chain_db is the datasource that holds the sample data (docs/sql/index.md, docs/getting-started/sample-data.md). A page whose mapping goes next to the example's (it renders <SecondMapping />) adds a second datasource: give it a name of its own, the one its form shows (`<slug>_db` on a data source page).",
    check: (blocks, source) =>
      /<SecondMapping\b/.test(source)
        ? blocks.filter((b) => /^sql\b/.test(b.fence ?? '') && /\bUSING `supply_chain_db`/.test(b.text))
        : [],
  },
  {
    name: 'a measure selected on its own said to return its total',
    instead:
      'A measure computes its own aggregate (reference sql/measures: SUM, COUNT, MIN, MAX, AVG or another aggregate of the database), so only a sum gives a total: say what each aggregate computes, such as the sum of the sales or the number of distinct orders.',
    check: (blocks) =>
      proseWith(
        blocks,
        (part) =>
          /\bmeasures?\b/i.test(part) && /\b(?:returns?|gives?|shows?) (?:its|their) (?:grand )?totals?\b/i.test(part),
      ),
  },
  {
    name: 'the levels of a `hierarchy.location` tag said to be listed from the top level down',
    instead:
      'The references give the tag as a comma-separated list of dimensions that defines a drill hierarchy (references sql/cubes, sql/sql-ddl), and their examples list the levels in both orders (`order_country,order_region` on a cube, `market,order_region,order_country` on a concept): say that the order of the levels is not documented.',
    check: (blocks) =>
      proseWith(
        blocks,
        (part) =>
          /\btop(?:[- ]level)? (?:level )?first\b|\bfrom (?:the )?top\b|\btop (?:down )?to (?:the )?bottom\b/i.test(
            part,
          ),
        {about: /hierarchy\.location/},
      ).filter((b) => !/\bnot documented\b/i.test(b.text)),
  },
  {
    name: 'a number of `inheritance_level` in SYS_ONTOLOGY used to pick top-level concepts',
    instead:
      "The references list SYS_ONTOLOGY's `inheritance_level` column without its numbering (references sql/ontology, sql/general): pick the concepts whose only parent is `thing` by their chain, `inheritance` = 'thing'.",
    check: (blocks) => blocks.filter((b) => /\binheritance_level`?\s*(?:=|<=?|IN\s*\()\s*'?[01]\b/i.test(b.text)),
  },
  {
    name: 'the id of SHOW VERSION said to change whenever the model changes, or clients said to reload their metadata on it',
    instead:
      'SHOW VERSION returns an id, and the SDKs poll it to detect model changes (reference sql/ontology); no reference says when the id changes or what a client does then.',
    check: (blocks) => proseWith(blocks, (part) => /\bwhenever\b|\breload\w*\b/i.test(part), {about: /SHOW VERSION/}),
  },
  {
    name: 'a syntax template of CREATE ONTOLOGY VIEW that writes the USING clause as required',
    instead:
      'The catalog views all name a datasource, but the older form has no USING, so the clause is optional and recommended (reference sql/views): write it in brackets, `[USING `{datasource}`]`.',
    check: (blocks) =>
      blocks.filter(
        (b) => /^sql\b.*\btemplate\b/.test(b.fence ?? '') && /\bONTOLOGY\s+VIEW\s+`[^`]*`\s+USING\b/i.test(b.text),
      ),
  },
  {
    name: 'a filter on the bare `department` property, with no word of the product concept it belongs to',
    instead:
      'In the running example `department` is a property of `product` only (model.sql): a chart or query on another concept, such as `order`, reaches it through a relationship path, `includes_product[product].department`.',
    check: (blocks) =>
      proseWith(
        blocks,
        (part) =>
          /\bfilter/i.test(part) && /(?<![\w.\]])`department`\s*=/.test(part) && !/\bproducts?\b|`product`/i.test(part),
        {at: /(?!)/},
      ),
  },
  {
    name: "the SDK's `LLM_TYPE` given a value of the platform's `TIMBR_LLM_TYPE`, or the other way round",
    instead:
      'The platform and API services take `TIMBR_LLM_TYPE` = `OpenAI`, `Anthropic`, `Google` or `AzureOpenAI` (reference integration/nlq); the langchain-timbr SDK takes `LLM_TYPE` = `openai-chat`, `anthropic-chat`, `chat-google-generative-ai`, `azure-openai-chat` and the other LlmTypes (reference integration/langchain-sdk).',
    check: (blocks) => {
      const platformValue = /(?<![\w-])(?:OpenAI|Anthropic|Google|AzureOpenAI)(?![\w-])/;
      const sdkValue =
        /(?<![\w-])(?:openai-chat|anthropic-chat|chat-google-generative-ai|azure-openai-chat|snowflake-cortex|chat-databricks|chat-vertexai|amazon_bedrock_converse_chat)(?![\w-])/;
      const sdkSetting = /(?<!TIMBR_)\bLLM_TYPE\b/;
      const platformSetting = /\bTIMBR_LLM_TYPE\b/;
      return blocks.filter((b) =>
        b.fence !== undefined
          ? b.text
              .split('\n')
              .some(
                (line) =>
                  (sdkSetting.test(line) &&
                    new RegExp(`${sdkSetting.source}\\s*[=:]\\s*["']?${platformValue.source}`).test(line)) ||
                  (platformSetting.test(line) &&
                    new RegExp(`${platformSetting.source}\\s*[=:]\\s*["']?${sdkValue.source}`).test(line)),
              )
          : b.text
              .split(/(?<=\.)\s+/)
              .some(
                (part) =>
                  (sdkSetting.test(part) &&
                    !platformSetting.test(part) &&
                    new RegExp(`\`${platformValue.source}\``).test(part) &&
                    !/\bplatform\b/i.test(part)) ||
                  (platformSetting.test(part) &&
                    !sdkSetting.test(part) &&
                    new RegExp(`\`${sdkValue.source}\``).test(part) &&
                    !/\bSDK\b/.test(part)),
              ),
      );
    },
  },
];

ruleTests('SQL and code', RULES, (failsOn, passes) => {
  failsOn(
    'The same measure can be listed on several concepts, as long as the properties it aggregates exist there.',
    0,
  );
  passes('The same measure can be listed on several concepts.');
  passes('A measure can be listed on several concepts. Where it can be listed is not documented.');

  failsOn(
    '| :term[`vtimbr`] | Views | The :term[ontology views], and :term[cubes], saved in the knowledge graph. | You read a saved view by name. |',
    1,
  );
  failsOn('The five schemas: `timbr`, `etimbr`, `dtimbr`, `vtimbr` (views and cubes) and `gtimbr`.', 1);
  failsOn('Cubes are read from the `vtimbr` schema, like views.', 1);
  // The glossary entry, as the test reads it: the term, then its definition.
  failsOn('vtimbr schema: The schema that holds the ontology views, and the cubes, saved in the ontology.', 1);
  passes(
    '| :term[`vtimbr`] | Views | The :term[ontology views] saved in the knowledge graph. | :term[Cubes] are listed with the views in `SYS_VIEWS`; whether a cube is read from `vtimbr` is not confirmed. |',
  );
  passes(
    'Create, manage and roll back reusable views and cubes over tables, concepts or other views, and query the views through the vtimbr schema.',
  );

  const sequential =
    '```python\ngraph = StateGraph(TimbrState)\ngraph.add_edge(START, "identify")\ngraph.add_edge("identify", "generate")\n```\n\n';
  failsOn(
    `${sequential}\`\`\`python\ngraph.add_node("guard", concept_guard)\ngraph.add_edge("identify", "guard")\n\`\`\``,
    2,
  );
  passes(
    `${sequential}\`\`\`python\ngraph = StateGraph(TimbrState)\n# ... without identify -> generate\ngraph.add_node("guard", concept_guard)\ngraph.add_edge("identify", "guard")\n\`\`\``,
  );
  passes(`${sequential}\`\`\`python\ngraph.add_edge("generate", "validate")\n\`\`\``);

  const redshift = (expr: string) =>
    `---\ntitle: Amazon Redshift\n---\n\n\`\`\`sql\nSELECT CAST(${expr} AS DATE) AS \`order_date\` FROM \`scdata\`.\`t\`;\n\`\`\``;
  failsOn(redshift("CONCAT(SUBSTRING(`d`, 7, 4), '-', SUBSTRING(`d`, 1, 2))"), 3);
  passes(redshift("SUBSTRING(`d`, 7, 4) || '-' || SUBSTRING(`d`, 1, 2)"));
  passes(redshift("CONCAT(CONCAT(SUBSTRING(`d`, 7, 4), '-'), SUBSTRING(`d`, 1, 2))"));
  passes(redshift("CONCAT(SUBSTRING(`d`, 7, 4), '-', SUBSTRING(`d`, 1, 2))").replace('Amazon Redshift', 'Snowflake'));

  failsOn(
    '- **By hand:** in the SQL Editor, run the statements of each file one at a time: whether the editor runs a pasted file of several statements in one go is not documented.',
    4,
  );
  failsOn(
    '3. Run the statements below one at a time, in order: whether the editor runs several pasted statements in one go is not documented.',
    4,
  );
  passes(
    '- **By hand:** in the SQL Editor, with the production knowledge graph selected, paste each file whole and run it.',
  );
  passes('Open SQL Lab > SQL Editor, select the knowledge graph, paste the whole `.sql` script and run it.');

  failsOn('- `map_person` maps only the people who are neither students nor professors.', 5);
  failsOn(
    "Business-logic sub-concepts such as `adult` inherit their parent's mapping and must not be mapped again.",
    5,
  );
  failsOn('Sub-concepts backed by a table do not inherit the mapping of their parent.', 5);
  failsOn(
    'If you also map the same table to the sub-concept, its rows are counted twice. Map a sub-concept only when it has data of its own that the parent does not hold.',
    5,
  );
  passes(
    'Every sub-concept inherits the mappings of its parent, so a mapping on the child as well duplicates its rows. When the children hold the data, map the children and leave the parent without a mapping.',
  );
  passes(
    '- Every sub-concept, whether backed by a table or by a rule such as `adult`, inherits the mapping of its parent. Map a parent or its child, never both.',
  );
  passes(
    'The people who are neither students nor professors are left out; to bring them in, give them a sub-concept of their own, such as `staff`, with its own mapping.',
  );

  failsOn(
    'A knowledge graph appears as several virtual schemas. Each one shows the same concepts with a different level of detail.',
    6,
  );
  failsOn(
    'Timbr exposes each knowledge graph as five virtual schemas. They present the same concepts at different levels of enrichment.',
    6,
  );
  passes(
    'A knowledge graph appears as five virtual schemas. The first three show its concepts, each with more detail than the one before; the other two hold its views and its graph algorithms.',
  );
  passes(
    'Timbr exposes each knowledge graph as five virtual schemas. The first three present the same concepts at growing levels of enrichment; `vtimbr` holds the views.',
  );
  passes(
    "A chart's data comes from the semantic layer, so it uses the same concepts and permissions as every SQL query.",
  );

  failsOn(
    'A concept, property or schema name that is also an SQL keyword, such as `order`, must be in backticks. Without them the query fails where the keyword stands:',
    7,
  );
  failsOn('A name that is also a SQL keyword, such as `order`, cannot be used without quotes.', 7);
  passes(
    'A concept, property or schema name can also be an SQL keyword: `order` is one, as in `ORDER BY`. Left without backticks, such a name can be read as the keyword, and the query breaks where it stands:',
  );
  passes('- Upper-case keywords, identifiers in backticks, a `;` at the end of every statement.');

  failsOn(
    '| `ModuleNotFoundError` for a provider package | Install the matching extra, for example `langchain-timbr[anthropic]`. |',
    8,
  );
  failsOn(
    '| `ImportError` for a node class | Upgrade `langchain-timbr`; older releases may not export every node. |',
    8,
  );
  failsOn('| `java.lang.ClassNotFoundException: org.apache.hive.jdbc.HiveDriver` | Add the jar. |', 8);
  passes(
    '| Python cannot import the package of an LLM provider | Install the matching extra, for example `langchain-timbr[anthropic]`. |',
  );
  passes("Any other status raises `Exception('Error: <response text>')`.");
  passes('```python\ntry:\n    import langchain_openai\nexcept ImportError:\n    raise\n```');

  const added = (datasource: string) =>
    `\`\`\`sql\nCREATE OR REPLACE MAPPING \`map_order_redshift\` INTO (\`order\`) USING \`${datasource}\` AS\nSELECT \`order_id\` AS \`order_id\` FROM \`scdata\`.\`orders\`;\n\`\`\`\n\n<SecondMapping concept="order" existing="map_order" />`;
  failsOn(added('supply_chain_db'), 9);
  passes(added('redshift_db'));
  passes(
    '```sql\nCREATE OR REPLACE MAPPING `map_plant` INTO (`plant`) USING `supply_chain_db` WITHOUT PARSING AS\nSELECT 1;\n```',
  );

  failsOn(
    'Measures are columns of the `dtimbr` schema with the `measure.` prefix. On its own, a measure returns its total:',
    10,
  );
  passes(
    'Selected on its own, each measure gives one value, computed with its own aggregate: `total_sales` sums the sales and `count_of_order` counts the distinct orders.',
  );
  failsOn(
    '| `hierarchy.location` | Comma-separated property names, top level first | A drill-down hierarchy, for example `customer_country,customer_city`. |',
    11,
  );
  failsOn(
    'The `hierarchy.location` tag lists dimension aliases from top to bottom, so a BI tool can drill from country to city:',
    11,
  );
  passes(
    '| `hierarchy.location` | Comma-separated property names | A drill-down hierarchy. The order in which the levels are read is not documented. |',
  );
  passes(
    'The `hierarchy.location` tag groups the country and city aliases into a drill hierarchy, broader level first:',
  );

  failsOn('```sql\nSELECT `concept` FROM `timbr`.`sys_ontology` WHERE `inheritance_level` = 1;\n```', 12);
  failsOn('Filter `SYS_ONTOLOGY` on `inheritance_level = 0` to list the top-level concepts.', 12);
  passes("```sql\nSELECT `concept` FROM `timbr`.`sys_ontology` WHERE `inheritance` = 'thing';\n```");
  passes('`SYS_ONTOLOGY` has the columns `concept`, `inheritance` and `inheritance_level`.');

  failsOn(
    '`SHOW VERSION` returns an `id` for the current state of the ontology. The id changes whenever the model changes.',
    13,
  );
  failsOn('Tools and SDKs use `SHOW VERSION` to notice that a model has changed and reload their cached metadata.', 13);
  passes('The Timbr SDKs poll `SHOW VERSION` to detect that the model has changed.');

  const viewSyntax = (using: string) =>
    `\`\`\`sql template\nCREATE OR REPLACE ONTOLOGY VIEW \`{view}\` ${using}\nAS SELECT {columns} FROM \`dtimbr\`.\`{concept}\`;\n\`\`\``;
  failsOn(viewSyntax('USING `{datasource}`'), 14);
  passes(viewSyntax('[USING `{datasource}`]'));
  passes(viewSyntax('USING `{datasource}`').replace('sql template', 'sql'));

  failsOn("| Filters | Which rows are included. | Only `department` = 'Fitness', only the last year |", 15);
  passes(
    "| Filters | Which rows are included. | Only orders of Fitness products, `includes_product[product].department` = 'Fitness'; only the last year |",
  );
  passes("A chart on `product` can filter on `department` = 'Fitness'.");

  failsOn('| `LLM_TYPE` | Provider: `OpenAI`, `Anthropic`, `Google` or `AzureOpenAI` |', 16);
  failsOn('```ini\nLLM_TYPE=OpenAI\nLLM_MODEL=gpt-4o\n```', 16);
  failsOn('```ini\nTIMBR_LLM_TYPE=openai-chat\n```', 16);
  failsOn('Set `TIMBR_LLM_TYPE` to `azure-openai-chat` and `TIMBR_LLM_ENDPOINT` to your endpoint.', 16);
  passes('| `TIMBR_LLM_TYPE` | Provider: `OpenAI`, `Anthropic`, `Google` or `AzureOpenAI` |');
  passes('```ini\nTIMBR_LLM_TYPE=OpenAI\nLLM_TYPE=openai-chat\n```');
  passes(
    "Check that `LLM_TYPE` holds one of the SDK's values, such as `openai-chat`, and not a platform value such as `OpenAI`.",
  );
});

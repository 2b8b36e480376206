// The page types of the page scaffolder: their outlines, the text a writer must replace, and the page it renders.
import yaml from 'js-yaml';

const italic = (text: string) => `_${text}_`;

/** A page type: what it is for, and the Markdown after its front matter (`slug`: a data source's). */
interface PageType {
  summary: string;
  body: (page: {slug?: string}) => string[];
}

/**
 * Page types of the style guide. `body` returns the Markdown after the front
 * matter; the italic lines tell the writer what to put there.
 */
export const PAGE_TYPES: Record<string, PageType> = {
  overview: {
    summary: 'section index or introduction: the ideas of an area and a link to every page',
    body: () => [
      italic('Replace this line: say what this area of Timbr is for and who reads this section.'),
      '## Key ideas',
      italic(
        'Replace this line: list the three to six ideas a reader needs, one bullet each, linking to the page that explains it.',
      ),
      '## How the parts fit together',
      italic('Replace this line: show how the ideas relate, with a mermaid diagram where relationships matter.'),
      '## Pages in this section',
      italic('Replace this line: link every page of the section with one line on what each one is for.'),
    ],
  },
  'how-to': {
    summary: 'a task such as installing, deploying or connecting a tool',
    body: () => [
      italic(
        'Replace this line: state in one sentence what the reader will have done at the end, and who this page is for.',
      ),
      '## Before you begin',
      italic(
        'Replace this line: list what the reader needs first (access rights, tools, versions, a running Timbr server).',
      ),
      '## Step 1: First action',
      italic('Replace this line: give the exact command or screen action, then what the reader should see.'),
      '## Verify',
      italic('Replace this line: show how the reader confirms that the task worked.'),
      '## Troubleshooting',
      italic('Replace this line: pair each symptom with its fix.'),
      '## Next steps',
      italic('Replace this line: link the pages a reader usually needs after this one.'),
    ],
  },
  reference: {
    summary: 'a SQL statement, an API endpoint or a system table',
    body: () => [
      italic('Replace this line: summarize in one sentence what the statement or endpoint does.'),
      '## Syntax',
      '```sql template\nCREATE [OR REPLACE] {object_kind} {name}\n```',
      italic(
        'Replace the block above with the real syntax: `[ ]` marks an optional part, `{ }` a placeholder, `|` alternatives.',
      ),
      '## Parameters',
      '| Name | Type | Required | Default | Meaning |\n|---|---|---|---|---|\n| `name` | Identifier | Yes | None | Replace this row with the real parameters. |',
      '## Examples',
      '### A simple case',
      italic(
        'Replace this line: give the smallest useful example as a `sql` block, then its result in a `text` block.',
      ),
      '### A realistic case',
      italic('Replace this line: give an example on the supply-chain running example, with its result.'),
      '## Notes and limits',
      italic('Replace this line: list what the reader must know before relying on this statement.'),
      '## Related statements',
      italic('Replace this line: link the statements used together with this one.'),
    ],
  },
  tutorial: {
    summary: 'a guided exercise with checkpoints',
    body: () => [
      italic('Replace this line: say what the reader builds and learns in this tutorial.'),
      '## Before you begin',
      italic('Replace this line: list what the reader needs before step 1.'),
      '## Step 1: First step',
      italic('Replace this line: describe the step, then a checkpoint with the result the reader should see.'),
      '## Summary',
      italic('Replace this line: recap what the reader built and learned.'),
      '## Next steps',
      italic('Replace this line: link where to go next.'),
    ],
  },
  'data-source': {
    summary: 'a data source page under integration/datasources/<slug>/overview, rendered from the catalog',
    body: ({slug}) => [
      italic(
        'Replace this line: say what the source is, who connects it, and how Timbr reaches it (driver and datasource type).',
      ),
      `import DatasourceCommon from '../_datasource-common.mdx';\nimport DatasourceAdd from '../_datasource-add.mdx';\n` +
        `import DatasourceChecks from '../_datasource-checks.mdx';\nimport source from '@site/src/features/catalogs/data/datasources/${slug}';\n\n` +
        '<DatasourceCommon source={source} />',
      italic(
        'Replace this line: add the setup this source needs before Timbr can connect (accounts, network, options), or delete it.',
      ),
      '<DatasourceAdd source={source} />',
      '## Map a first table',
      italic(
        'Replace this line: map one table of this source to a concept of the supply-chain example, then query it.',
      ),
      '## Limits and troubleshooting',
      '<DatasourceChecks source={source} />',
      italic('Replace this line: list what is specific to this source, each problem with its fix.'),
    ],
  },
  'ui-guide': {
    summary: 'a screen of the platform: its parts and the tasks done there',
    body: () => [
      italic('Replace this line: say what the screen is for and who uses it.'),
      '## Who can use it',
      italic('Replace this line: name the permissions the screen needs.'),
      '## Parts of the screen',
      italic('Replace this line: describe each part of the screen in words (no screenshots).'),
      '## Tasks',
      '### First task',
      italic('Replace this line: number the steps of one task done on this screen.'),
      '## Tips',
      italic('Replace this line: add the shortcuts and habits that save time.'),
      '## Related pages',
      italic('Replace this line: link the pages that go with this screen.'),
    ],
  },
};

/**
 * Text the generator writes for the writer to replace: its instructions
 * (every italic line, and the sample row of a reference page's table), its
 * placeholder headings and its placeholder syntax. `npm run check:mdx`
 * (tools/check/mdx.ts, part of `npm run check` and `npm run
 * check:content`) fails on any of it, naming the file and the line, so an
 * unfinished page does not pass the checks.
 */
export const UNFINISHED_TEXT = [
  {
    pattern: /(?<![A-Za-z])Replace (?:this line|this row|the block above)\b/,
    what: 'an instruction of the page generator',
  },
  {
    pattern: /^#{2,6} (?:Step 1: First (?:action|step)|First task)\s*$/,
    what: 'a placeholder heading of the page generator',
  },
  {pattern: /\{object_kind\}/, what: 'placeholder syntax of the page generator'},
];

/** Every line of a page (`text`: its Markdown) that holds generator text still to replace. */
export function findUnfinished(text: string): {line: number; column: number; what: string; text: string}[] {
  const found: {line: number; column: number; what: string; text: string}[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    for (const {pattern, what} of UNFINISHED_TEXT) {
      const match = pattern.exec(line);
      if (match) {
        found.push({line: i + 1, column: match.index + 1, what, text: line.trim()});
        break;
      }
    }
  });
  return found;
}

/** Other names of the page types, accepted for --type. */
export const TYPE_ALIASES: Record<string, string> = {
  task: 'how-to',
  howto: 'how-to',
  datasource: 'data-source',
  ui: 'ui-guide',
  index: 'overview',
};

/** Front matter plus body of the new page. */
export function renderPage({
  type,
  title,
  description,
  sidebarLabel,
  slug,
}: {
  type: string;
  title: string;
  description: string;
  sidebarLabel?: string;
  slug?: string;
}): string {
  const data: Record<string, string> = {title, description};
  if (sidebarLabel) data.sidebar_label = sidebarLabel;
  const frontMatter = yaml.dump(data, {lineWidth: -1}).trimEnd();
  return `---\n${frontMatter}\n---\n\n${PAGE_TYPES[type].body({slug}).join('\n\n')}\n`;
}

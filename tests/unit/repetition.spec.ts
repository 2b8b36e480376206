/**
 * Unit tests (no browser, no child process) of the repetition check,
 * tools/check/repetition.ts: a paragraph, list or table of 30 or more words
 * written on two pages fails it, identical or nearly so (word 3-shingle Jaccard
 * of at least 0.5), with the file and line of both copies; distinct text on the
 * same subject, code, short text and partials (files or folders starting with
 * `_`) pass.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import * as check from '../../tools/check/repetition';

// 44 words.
const TOKEN =
  'To get a token, open the platform in your browser and sign in with your user name and password. ' +
  'Select the logo at the top of the welcome page, then copy the user token it shows and keep it ' +
  'somewhere safe, because anyone who holds it can run queries as you.';

// The same paragraph, edited: three words changed and two added.
const TOKEN_EDITED =
  'To get your token, open the platform in a browser and sign in with your user name and password. ' +
  'Select the logo at the top of the home page, then copy the user token it shows and keep it ' +
  'somewhere safe and private, because anyone who holds it can run queries as you.';

// The same subject and most of the same words, written independently.
const TOKEN_OTHER =
  'Anyone who holds your user token can run queries as you, so keep it safe. You find it on the ' +
  'welcome page of the platform: sign in with your password, select the logo, and the page shows the ' +
  'token to copy. Your administrator can also give you one.';

const page = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: A page of the test.\n---\n\n${body}\n`;

let dir: string;
test.beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repetition-'));
});
test.afterEach(() => {
  fs.rmSync(dir, {recursive: true, force: true});
});

/** Writes these files, and only these, to the folder and checks it. */
function write(files: Record<string, string>) {
  fs.rmSync(dir, {recursive: true, force: true});
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  return check.checkRepetition([dir]);
}

test('the measure: identical text scores 1, an edited copy scores at least 0.5, independent text far less', () => {
  const sim = (a: string, b: string) => check.jaccard(check.shingles(check.words(a)), check.shingles(check.words(b)));
  expect(check.words(TOKEN)).toHaveLength(51);
  expect(sim(TOKEN, TOKEN)).toBe(1);
  expect(sim(TOKEN, TOKEN_EDITED)).toBeGreaterThanOrEqual(check.THRESHOLD);
  expect(sim(TOKEN, TOKEN_EDITED)).toBeLessThan(1);
  expect(sim(TOKEN, TOKEN_OTHER)).toBeLessThan(0.2);
  expect(check.MIN_WORDS).toBe(30);
});

test('an identical paragraph on two pages fails, with the file and line of both copies', () => {
  const result = write({
    'sql/a.md': page('A', `Some text of page A.\n\n${TOKEN}`),
    'api/b.md': page('B', `## Token\n\nIntro line.\n\nMore.\n\n${TOKEN}`),
  });
  expect(result.repeats).toHaveLength(1);
  const [repeat] = result.repeats;
  expect(repeat.a).toMatchObject({file: path.join(dir, 'api/b.md'), line: 12, kind: 'paragraph'});
  expect(repeat.b).toMatchObject({file: path.join(dir, 'sql/a.md'), line: 8, kind: 'paragraph'});
  expect(repeat.similarity).toBe(1);
  const {status, lines} = check.report(result, '0.0');
  expect(status).toBe(1);
  expect(lines[0]).toBe(
    `${path.join(dir, 'api/b.md')}:12 and ${path.join(dir, 'sql/a.md')}:8: the same paragraph (51 words, 100% of word 3-shingles shared)`,
  );
});

test('a near-duplicate (a few words changed, Markdown links and emphasis added) fails', () => {
  const marked = TOKEN_EDITED.replace('user token', '**user token**').replace(
    'the platform',
    '[the platform](../platform/index.md)',
  );
  const result = write({'a.md': page('A', TOKEN), 'b.md': page('B', marked)});
  expect(result.repeats).toHaveLength(1);
  expect(result.repeats[0].similarity).toBeGreaterThanOrEqual(check.THRESHOLD);
  expect(result.repeats[0].similarity).toBeLessThan(1);
});

test('a paragraph pasted into a longer one on another page fails, once, named as contained', () => {
  const longer = `Before you connect a tool, read this. ${TOKEN} The tool then asks for a host, a port and the name of the knowledge graph; the connection pages list them. Some tools also want a driver class and a path, and a few of them keep the password in a file of their own, which you should protect as well.`;
  expect(check.jaccard(check.shingles(check.words(TOKEN)), check.shingles(check.words(longer)))).toBeLessThan(
    check.THRESHOLD,
  );
  const result = write({'a.md': page('A', TOKEN), 'b.md': page('B', `- ${longer}\n- Another step of the list.`)});
  expect(result.repeats).toHaveLength(1);
  expect(result.repeats[0].contained).toMatchObject({words: 51});
  expect(result.repeats[0].contained!.share).toBeGreaterThanOrEqual(check.CONTAINED);
  const {lines} = check.report(result, '0.0');
  expect(lines[0]).toMatch(
    /a\.md:6 and .*b\.md:6: a passage of 51 words written again inside a longer one \(100% of its word 3-shingles found there\)$/,
  );
});

test('distinct text on the same subject passes', () => {
  const result = write({'a.md': page('A', TOKEN), 'b.md': page('B', TOKEN_OTHER)});
  expect(result.repeats).toEqual([]);
  expect(check.report(result, '0.1')).toEqual({
    status: 0,
    lines: ['check-repetition: 2 pages, 0 partials, no repeated passage (0.1 s)'],
  });
});

test("a partial's text shown on several pages passes: partials (files and folders starting with _) are not compared with each other", () => {
  const result = write({
    '_token.mdx': TOKEN,
    '_shared/token-steps.mdx': TOKEN_EDITED,
    'a.md': page('A', `import Token from './_token.mdx';\n\n<Token />`),
    'b.md': page('B', `import Token from './_token.mdx';\n\n<Token />`),
    'c.md': page('C', `import Token from './_shared/token-steps.mdx';\n\n<Token />`),
  });
  expect(result).toMatchObject({pages: 3, partials: 2, repeats: []});
});

test("a page that writes out a partial's text fails, naming the page and the partial", () => {
  const result = write({
    // The comment, over two lines, is not text of the partial.
    '_shared/_token.mdx': `{/* The token steps: ${TOKEN}\n   Written once. */}\n\n${TOKEN}`,
    'a.md': page('A', `import Token from './_shared/_token.mdx';\n\n<Token />`),
    'b.md': page('B', TOKEN_EDITED),
  });
  expect(result.repeats).toHaveLength(1);
  expect(result.repeats[0].a).toMatchObject({file: path.join(dir, '_shared/_token.mdx'), line: 4});
  expect(result.repeats[0].b).toMatchObject({file: path.join(dir, 'b.md'), line: 6});
});

test('short passages, code blocks and repeats within one page pass; 30 words is enough to fail', () => {
  const words = (n: number) => TOKEN.split(' ').slice(0, n).join(' ');
  const code = ['```python', TOKEN, '```'].join('\n');
  expect(
    write({
      'a.md': page('A', `${words(29)}\n\n${code}\n\n${TOKEN_OTHER}\n\n${TOKEN_OTHER}`),
      'b.md': page('B', `${words(29)}\n\n${code}`),
    }).repeats,
  ).toEqual([]);
  const result = write({'c.md': page('C', words(30)), 'd.md': page('D', words(30))});
  expect(result.repeats).toHaveLength(1);
});

test('a repeated list of short steps fails once, as a list; a repeated table fails too', () => {
  const steps = [
    '1. Open the platform and sign in with your user name.',
    '2. Select the logo at the top of the welcome page.',
    '3. Copy the user token the page shows.',
    '4. Keep it safe: anyone who holds it runs queries as you.',
  ].join('\n');
  const result = write({
    'a.md': page('A', `Intro of A.\n\n${steps}\n\nAfter.`),
    'b.md': page('B', `${steps}\n\nOther text.`),
  });
  expect(result.repeats).toHaveLength(1);
  expect(result.repeats[0].a).toMatchObject({kind: 'list', line: 8, words: 38});
  expect(result.repeats[0].b).toMatchObject({kind: 'list', line: 6});

  const table = [
    '| Schema | What it holds |',
    '| --- | --- |',
    '| `timbr` | The concepts of the ontology, one table each, with their inherited properties |',
    '| `dtimbr` | The same concepts, with their relationships as columns you can follow |',
    '| `etimbr` | Each concept with every property and relationship expanded to columns |',
  ].join('\n');
  const tables = write({
    'c.md': page('C', table),
    'd.md': page('D', `Before.\n\n${table.replace('one table each', 'a table for each')}`),
  });
  expect(tables.repeats).toHaveLength(1);
  expect(tables.repeats[0].a).toMatchObject({kind: 'table', line: 6});
  expect(tables.repeats[0].b).toMatchObject({kind: 'table', line: 8});
});

test('the check reads the whole docs folder in a few seconds of CPU time', () => {
  const before = process.cpuUsage();
  const result = check.checkRepetition(['docs']);
  const used = process.cpuUsage(before);
  expect(result.pages).toBeGreaterThan(50);
  expect((used.user + used.system) / 1e6).toBeLessThan(5);
});

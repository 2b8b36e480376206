/**
 * Unit tests (no browser) of the unfinished-text check (UNFINISHED_TEXT and
 * findUnfinished in tools/author/new-page-types.ts, run by tools/check/mdx.ts): every
 * instruction and placeholder the page generator writes is caught, for every
 * page type, and finished text is not.
 */
import {test, expect} from '@playwright/test';
import * as generator from '../../tools/author/new-page';

const page = (type: string) =>
  generator.renderPage({
    type,
    title: 'A page',
    description: 'A page of the test.',
    sidebarLabel: undefined,
    slug: 'postgres',
  });

test('every instruction and placeholder of every page type is caught, line by line', () => {
  for (const type of Object.keys(generator.PAGE_TYPES)) {
    const text = page(type);
    const flagged = new Set(generator.findUnfinished(text).map((u) => u.line));
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      // Every italic line is an instruction; so is the sample row of a table.
      const instruction =
        /^_.+_$/.test(line) || /^\|.*Replace/.test(line) || /First (action|step|task)$|\{object_kind\}/.test(line);
      expect(flagged.has(i + 1), `${type}, line ${i + 1}: ${line}`).toBe(instruction);
    });
    expect(flagged.size, type).toBeGreaterThanOrEqual(3);
  }
});

test('a page whose instructions were replaced by text passes, and the finding names line, column and kind', () => {
  const text = page('how-to');
  const finished = text
    .split('\n')
    .map((line) =>
      /^_.+_$/.test(line)
        ? 'An administrator rotates the keys from the access settings.'
        : line.replace('First action', 'Open the settings'),
    )
    .join('\n');
  expect(generator.findUnfinished(finished)).toEqual([]);
  const [first] = generator.findUnfinished(text);
  expect(first).toMatchObject({line: 6, column: 2, what: 'an instruction of the page generator'});
  expect(first.text).toMatch(/^_Replace this line: state in one sentence/);
});

test('ordinary prose that starts with "Replace" is not caught', () => {
  expect(
    generator.findUnfinished(
      'Replace the placeholders before you start.\n\nReplace the fixed edge with a condition.\n## Step 1: Create the first concept\n',
    ),
  ).toEqual([]);
});

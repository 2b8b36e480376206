/** src/search/index-file: the check the navbar box makes of the downloaded index before it enables itself. */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {INDEX_FORMAT, isWholeIndexText} from '../../src/search/index-file';
import {INDEX_FORMAT as WORKER_FORMAT} from '../../src/search/index-format';

const whole = JSON.stringify({format: INDEX_FORMAT, parts: [{documents: [{i: 1, t: 'SQL'}], terms: ['sql'], postings: [[[0, 1]]]}]});

test('a whole index of our format passes, with or without a final newline', () => {
  expect(isWholeIndexText(whole)).toBe(true);
  expect(isWholeIndexText(`${whole}\n`)).toBe(true);
});

test('truncated, foreign, empty or garbage files do not', () => {
  expect(isWholeIndexText(whole.slice(0, -1))).toBe(false);
  expect(isWholeIndexText(whole.slice(0, whole.length / 2))).toBe(false);
  expect(isWholeIndexText(JSON.stringify({format: 'timbr-search/0', parts: []}))).toBe(false);
  expect(isWholeIndexText('[{"documents":[],"index":{}}]')).toBe(false);
  expect(isWholeIndexText('{"documents": 42}')).toBe(false);
  expect(isWholeIndexText('')).toBe(false);
  expect(isWholeIndexText('\u0000\u00ff<html>not json')).toBe(false);
});

test('the worker and the box agree on the format, and the built index passes', () => {
  expect(WORKER_FORMAT).toBe(INDEX_FORMAT);
  const build = path.resolve(__dirname, '../../build');
  const file = fs.existsSync(build) ? fs.readdirSync(build).find((f) => /^search-index-[0-9a-f]+\.json$/.test(f)) : undefined;
  test.skip(!file, 'no build to check');
  expect(isWholeIndexText(fs.readFileSync(path.join(build, file!), 'utf8'))).toBe(true);
});

/**
 * Unit tests (no browser, no server) of what AI agents get: how the docs MCP
 * server (mcp/server.ts) reads a page path or address and a query, and the
 * "Open in" links next to "Copy page".
 */
import {test, expect} from '@playwright/test';
import {ToolInputError, checkedQuery, pagePathOf} from '../../mcp/server';
import {ASSISTANTS, assistantPrompt} from '../../src/features/llms/browser/CopyPageButton/assistants';

const ORIGINS = ['https://docs.timbr.ai'];

test('a page path or address is read as the page path the site uses', () => {
  const cases: Array<[string, string]> = [
    ['/doc/docs/sql/mappings', '/doc/docs/sql/mappings'],
    ['docs/sql/mappings', '/doc/docs/sql/mappings'],
    ['/docs/sql/mappings/', '/doc/docs/sql/mappings'],
    ['/doc/docs/sql/mappings.md', '/doc/docs/sql/mappings'],
    ['/doc/docs/sql/mappings.html#syntax', '/doc/docs/sql/mappings'],
    ['/doc/docs/sql/mappings/index.html?x=1', '/doc/docs/sql/mappings'],
    ['https://docs.timbr.ai/doc/docs/sql/', '/doc/docs/sql'],
    ['https://docs.timbr.ai/doc/docs/sql.md', '/doc/docs/sql'],
    ['https://docs.timbr.ai/doc/', '/doc/'],
    ['https://docs.timbr.ai/doc', '/doc/'],
    ['/doc/index.md', '/doc/'],
    ['  /doc/docs/api/usage  ', '/doc/docs/api/usage'],
  ];
  for (const [input, page] of cases) expect(pagePathOf(input, ORIGINS), input).toBe(page);
});

test('what is not a page path of the site is refused with a message that says what to give', () => {
  for (const input of ['', '   ', '../../etc/passwd', '/doc/../etc/passwd', '/doc/docs/%2e%2e/%2e%2e/x', '/etc/passwd',
    'https://example.com/doc/docs/sql/mappings', 'http://docs.timbr.ai.evil.example/doc/', 'file:///etc/passwd',
    '//example.com/doc/', '/doc/docs/a\\b', '/doc/%E0%A4%A', 'x'.repeat(10_000)]) {
    expect(() => pagePathOf(input, ORIGINS), JSON.stringify(input.slice(0, 40))).toThrow(ToolInputError);
  }
  expect(() => pagePathOf('/etc/passwd', ORIGINS)).toThrow(/not a page of the Timbr documentation: give a path under \/doc\//);
  expect(() => pagePathOf('', ORIGINS)).toThrow(/path is empty/);
});

test('a query is trimmed, and refused when empty or longer than the search reads', () => {
  expect(checkedQuery('  create mapping ')).toBe('create mapping');
  expect(() => checkedQuery('')).toThrow(/query is empty/);
  expect(() => checkedQuery('q'.repeat(201))).toThrow(/201 characters long; the search reads at most 200/);
  expect(checkedQuery('q'.repeat(200))).toHaveLength(200);
});

test('Open in ChatGPT and Open in Claude carry a prompt that names the Markdown copy, encoded', () => {
  const prompt = assistantPrompt('https://docs.timbr.ai/doc/docs/sql/mappings.md', 'Mappings & "views"');
  expect(prompt).toContain('https://docs.timbr.ai/doc/docs/sql/mappings.md');
  expect(ASSISTANTS.map((a) => a.name)).toEqual(['ChatGPT', 'Claude']);
  for (const assistant of ASSISTANTS) {
    const url = new URL(assistant.url(prompt));
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('q'), assistant.name).toBe(prompt);
  }
  expect(new URL(ASSISTANTS[0].url(prompt)).hostname).toBe('chatgpt.com');
  expect(new URL(ASSISTANTS[1].url(prompt)).hostname).toBe('claude.ai');
});

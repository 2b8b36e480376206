/**
 * Unit tests of what AI agents get on the pages: the "Open in" links next to
 * "Copy page". The docs MCP server's own tests are in its package (mcp/test/).
 */
import {test, expect} from '@playwright/test';
import {ASSISTANTS, assistantPrompt} from '../../src/features/llms/browser/CopyPageButton/assistants';

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

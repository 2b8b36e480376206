/**
 * "Open in ChatGPT" and "Open in Claude": each opens the assistant in a new
 * tab with a prompt that names the page's Markdown copy, so the assistant
 * reads the page as Markdown rather than its HTML. Both assistants take the
 * prompt from the `q` parameter of their address.
 */
export interface Assistant {
  name: string;
  /** The address that opens the assistant with `prompt` typed in. */
  url(prompt: string): string;
}

export const ASSISTANTS: Assistant[] = [
  {name: 'ChatGPT', url: (prompt) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`},
  {name: 'Claude', url: (prompt) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
];

/** The prompt: read this page (its absolute Markdown URL), then help with it. */
export function assistantPrompt(markdownUrl: string, title: string): string {
  return `Read ${markdownUrl} (the Markdown copy of "${title}" in the Timbr documentation) so that I can ask you questions about it.`;
}

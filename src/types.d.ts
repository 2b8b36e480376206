// Query helpers of the local search plugin, reused by our search worker (src/search/worker.ts).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries' {
  export function smartQueries(
    tokens: string[],
    zhDictionary: string[],
  ): Array<{tokens: string[]; term: Array<{value: string; presence: number; wildcard: number; editDistance?: number}>}>;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults' {
  export function sortSearchResults(results: unknown[]): void;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults' {
  export function processTreeStatusOfSearchResults(results: unknown[]): void;
}
declare module 'mark.js/dist/mark.js';

// Helpers of the local search plugin that our search box stand-in (src/theme/SearchBar) shares with its bar.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  export const searchBarShortcut: boolean;
  export const searchBarShortcutHint: boolean;
  export const searchBarShortcutKeymap: string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export interface ParsedKeymap {key: string; ctrl: boolean; alt: boolean; shift: boolean; meta: boolean}
  export function parseKeymap(keymap: string): ParsedKeymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: ParsedKeymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}

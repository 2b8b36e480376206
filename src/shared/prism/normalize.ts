/**
 * prism-react-renderer's token normalization (lines of tokens, each with the
 * types of the tokens around it), shared by ./Highlight in the browser and
 * ./tokenize-html at build time.
 */
import type PrismNamespace from 'prismjs';

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

const NEWLINE = /\r\n|\r|\n/;

/** The parent's types plus a token's type (or alias), unless it repeats the last one. */
function withType(types: string[], added: string | string[]): string[] {
  return types.length > 0 && types[types.length - 1] === added ? types : types.concat(added);
}

/** An empty line still needs one token, so that it keeps its height. */
function closeLine(line: Token[]): void {
  if (line.length === 0) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

/**
 * Flattens Prism's token tree into lines of tokens, each token carrying the
 * types of all the tokens it is nested in. Top-level strings are "plain".
 */
export function normalizeTokens(tokens: (string | PrismNamespace.Token)[]): Token[][] {
  let line: Token[] = [];
  const lines: Token[][] = [line];
  const walk = (stream: (string | PrismNamespace.Token)[], parentTypes: string[], depth: number): void => {
    for (const item of stream) {
      let types: string[];
      let content: PrismNamespace.TokenStream;
      if (typeof item === 'string') {
        types = depth > 0 ? parentTypes : ['plain'];
        content = item;
      } else {
        types = withType(parentTypes, item.type);
        if (item.alias) types = withType(types, item.alias);
        content = item.content;
      }
      if (typeof content !== 'string') {
        walk(Array.isArray(content) ? content : [content], types, depth + 1);
        continue;
      }
      const parts = content.split(NEWLINE);
      line.push({types, content: parts[0]});
      for (let i = 1; i < parts.length; i++) {
        closeLine(line);
        line = [{types, content: parts[i]}];
        lines.push(line);
      }
    }
  };
  walk(tokens, [], 0);
  closeLine(line);
  return lines;
}

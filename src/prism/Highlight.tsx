/**
 * The `Highlight` render-prop component of prism-react-renderer 2, rewritten
 * for ./index: same props, same arguments to `children` (tokens split into
 * lines, class name, root style, line and token prop getters), same output,
 * so the theme's CodeBlock renders exactly as before. tests/unit/prism-light
 * checks the output against prism-react-renderer's on every code block of
 * the docs.
 */
import {useCallback, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type PrismNamespace from 'prismjs';
import {Prism as sitePrism} from './core';

type PrismLike = typeof PrismNamespace;

export interface PrismTheme {
  plain: CSSProperties;
  styles: {types: string[]; style: CSSProperties; languages?: string[]}[];
}

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

type ThemeDictionary = Record<string, CSSProperties> & {root: CSSProperties; plain: CSSProperties};

interface LineInputProps {
  line: Token[];
  className?: string;
  style?: CSSProperties;
  [other: string]: unknown;
}
interface TokenInputProps {
  token: Token;
  className?: string;
  style?: CSSProperties;
  [other: string]: unknown;
}

export interface RenderProps {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LineInputProps) => Record<string, unknown> & {className: string; style?: CSSProperties};
  getTokenProps: (input: TokenInputProps) => Record<string, unknown> & {className: string; children: string; style?: CSSProperties};
}

export interface HighlightProps {
  code: string;
  language: string;
  theme?: PrismTheme;
  prism?: PrismLike;
  children: (props: RenderProps) => ReactNode;
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

/** Style per token type for one language; `root` is the block's style, `plain` without background. */
function themeToDict(theme: PrismTheme, language: string): ThemeDictionary {
  const dict: Record<string, CSSProperties> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dict[type] = {...dict[type], ...entry.style};
  }
  return {...dict, root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}};
}

/** `prism` defaults to the site's instance; without a `theme` tokens get classes but no inline colors. */
export function Highlight({code, language: requested, theme, prism = sitePrism, children}: HighlightProps): ReactNode {
  const language = requested.toLowerCase();
  const dict = useMemo(() => (theme ? themeToDict(theme, language) : undefined), [theme, language]);
  const grammar = prism.languages[language];

  const tokens = useMemo(() => {
    if (grammar == null) return normalizeTokens([code]);
    const env = {code, grammar, language, tokens: [] as (string | PrismNamespace.Token)[]};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [code, grammar, language, prism]);

  const getLineProps = useCallback<RenderProps['getLineProps']>(({line: _line, className, style, ...rest}) => {
    const output: ReturnType<RenderProps['getLineProps']> = {...rest, className: clsx('token-line', className)};
    if (dict) output.style = dict.plain;
    if (typeof style === 'object') output.style = {...output.style, ...style};
    return output;
  }, [dict]);

  const getTokenProps = useCallback<RenderProps['getTokenProps']>(({token, className, style, ...rest}) => {
    let tokenStyle: CSSProperties | undefined;
    if (dict) {
      if (token.types.length === 1 && token.types[0] === 'plain') {
        tokenStyle = token.empty != null ? {display: 'inline-block'} : undefined;
      } else if (token.types.length === 1 && token.empty != null) {
        tokenStyle = dict[token.types[0]];
      } else {
        tokenStyle = Object.assign(token.empty != null ? {display: 'inline-block'} : {}, ...token.types.map((t) => dict[t]));
      }
    }
    const output: ReturnType<RenderProps['getTokenProps']> = {
      ...rest, className: clsx('token', ...token.types, className), children: token.content, style: tokenStyle,
    };
    if (style != null) output.style = {...output.style, ...style};
    return output;
  }, [dict]);

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dict ? dict.root : {},
    getLineProps,
    getTokenProps,
  });
}

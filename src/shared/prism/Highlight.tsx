/**
 * The `Highlight` render-prop component of prism-react-renderer 2, rewritten for the SQL editor
 * (src/features/runnable-sql/browser/SqlEditor): same props, same arguments to `children` (tokens
 * split into lines, class name, style, line and token prop getters) and the same markup, with one
 * difference: colors are not inline. The theme's colors are a style sheet
 * (src/features/highlighter/theme-css.ts, both color modes), so a block renders the same in light and
 * dark mode and the theme's remount of every code block after hydration is not needed
 * (src/features/highlighter/theme/CodeBlock). `theme` is accepted and ignored. tests/unit/highlighter
 * checks the tokens against prism-react-renderer's on every code block of the docs;
 * tests/e2e/code-blocks checks the colors the style sheet gives against the theme's.
 */
import {useCallback, useEffect, useMemo, useSyncExternalStore, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type PrismNamespace from 'prismjs';
import type {PrismTheme} from 'prism-react-renderer';
import {Prism as sitePrism} from './core';
import {languagesSnapshot, loadAllLanguages, subscribeToLanguages} from './load-languages';
import {UNHIGHLIGHTED_LANGUAGES} from './languages';
import {normalizeTokens, type Token} from './normalize';

export {normalizeTokens, type Token};

type PrismLike = typeof PrismNamespace;

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
  getTokenProps: (
    input: TokenInputProps,
  ) => Record<string, unknown> & {className: string; children: string; style?: CSSProperties};
}

export interface HighlightProps {
  code: string;
  language: string;
  theme?: PrismTheme;
  prism?: PrismLike;
  children: (props: RenderProps) => ReactNode;
}

/** An empty line's token keeps the line's height. */
const EMPTY_TOKEN_STYLE: CSSProperties = {display: 'inline-block'};
const NO_STYLE: CSSProperties = {};

/** `prism` defaults to the site's instance. */
export function Highlight({code, language: requested, prism = sitePrism, children}: HighlightProps): ReactNode {
  const language = requested.toLowerCase();
  // Pages import the grammars of their code blocks. A block in a language no
  // import has loaded (code rendered by a component, say) renders plain, then
  // highlighted once the fallback chunk with every grammar has loaded.
  const loads = useSyncExternalStore(subscribeToLanguages, languagesSnapshot, () => 0);
  const grammar = prism.languages[language];
  const missing = grammar == null && prism === sitePrism && !UNHIGHLIGHTED_LANGUAGES.includes(language);
  useEffect(() => {
    if (missing) void loadAllLanguages();
  }, [missing]);

  const tokens = useMemo(() => {
    if (grammar == null) return normalizeTokens([code]);
    const env = {code, grammar, language, tokens: [] as (string | PrismNamespace.Token)[]};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
    // `loads`: tokenize again once the fallback grammars have arrived (Prism adds them to its grammars in place).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rule cannot see that `loads` changes what `prism` holds
  }, [code, grammar, language, prism, loads]);

  const getLineProps = useCallback<RenderProps['getLineProps']>(({line: _line, className, style, ...rest}) => {
    const output: ReturnType<RenderProps['getLineProps']> = {...rest, className: clsx('token-line', className)};
    if (typeof style === 'object') output.style = style;
    return output;
  }, []);

  const getTokenProps = useCallback<RenderProps['getTokenProps']>(({token, className, style, ...rest}) => {
    const base = token.empty != null ? EMPTY_TOKEN_STYLE : undefined;
    return {
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style != null ? {...base, ...style} : base,
    };
  }, []);

  return children({tokens, className: `prism-code language-${language}`, style: NO_STYLE, getLineProps, getTokenProps});
}

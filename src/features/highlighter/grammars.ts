/**
 * The Prism component of a fence language (Node side: the remark plugin
 * ./remark and the tests), from Prism's own components.json aliases.
 */
import {createRequire} from 'node:module';
import {PRISM_LANGUAGES, UNHIGHLIGHTED_LANGUAGES} from '../../shared/prism/languages';

interface ComponentMeta {
  alias?: string | string[];
}

const components = createRequire(__filename)('prismjs/components.json') as {languages: Record<string, ComponentMeta>};
const list = (value: string | string[] | undefined): string[] =>
  value == null ? [] : Array.isArray(value) ? value : [value];
const meta = (id: string): ComponentMeta => components.languages[id] ?? {};

/** Prism component of a fence language ('js' → 'javascript'); null for plain text on purpose; undefined when unknown. */
export function grammarOf(fence: string): string | null | undefined {
  const lang = fence.toLowerCase();
  if (UNHIGHLIGHTED_LANGUAGES.includes(lang)) return null;
  return PRISM_LANGUAGES.find((id) => id === lang || list(meta(id).alias).includes(lang));
}

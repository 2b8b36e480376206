/**
 * Which Prism grammars a page needs, from its fence languages (Node side: the
 * remark plugin ./remark-grammars and the tests). The
 * dependencies come from Prism's own components.json: what a language
 * requires, what it uses when present (javascript's regex), and what modifies
 * it (css and javascript add to markup; the "extras" refine css and
 * javascript). With that closure, loaded in PRISM_LANGUAGES order, a block
 * tokenizes exactly as with every language loaded (tests/unit/highlighter).
 */
import {createRequire} from 'node:module';
import {PRISM_LANGUAGES, UNHIGHLIGHTED_LANGUAGES} from '../../shared/prism/languages';

interface ComponentMeta {
  require?: string | string[];
  optional?: string | string[];
  modify?: string | string[];
  alias?: string | string[];
}

const components = createRequire(__filename)('prismjs/components.json') as {languages: Record<string, ComponentMeta>};
const list = (value: string | string[] | undefined): string[] => (value == null ? [] : Array.isArray(value) ? value : [value]);
const meta = (id: string): ComponentMeta => components.languages[id] ?? {};

/** Prism component of a fence language ('js' → 'javascript'); null for plain text on purpose; undefined when unknown. */
export function grammarOf(fence: string): string | null | undefined {
  const lang = fence.toLowerCase();
  if (UNHIGHLIGHTED_LANGUAGES.includes(lang)) return null;
  return PRISM_LANGUAGES.find((id) => id === lang || list(meta(id).alias).includes(lang));
}

/** The components to load, in loading order, for code in these components' languages. */
export function grammarClosure(ids: Iterable<string>): string[] {
  const need = new Set<string>();
  const add = (id: string): void => {
    if (!PRISM_LANGUAGES.includes(id) || need.has(id)) return;
    need.add(id);
    for (const dep of [...list(meta(id).require), ...list(meta(id).optional)]) add(dep);
  };
  for (const id of ids) add(id);
  for (let grew = true; grew;) {
    grew = false;
    for (const id of PRISM_LANGUAGES) {
      if (!need.has(id) && list(meta(id).modify).some((m) => need.has(m))) {
        add(id);
        grew = true;
      }
    }
  }
  return PRISM_LANGUAGES.filter((id) => need.has(id));
}

/** Module to import for a component: sql comes with the Timbr SQL tokens. */
export function grammarModule(id: string): string {
  return id === 'sql' ? '@site/src/shared/prism/sql-grammar' : `prismjs/components/prism-${id}.js`;
}

/** What a page with these fence languages imports, in order (empty when none is highlighted). */
export function grammarImports(fences: Iterable<string>): string[] {
  const ids = [...fences].map(grammarOf).filter((id): id is string => typeof id === 'string');
  const closure = grammarClosure(ids);
  return closure.length ? ['@site/src/shared/prism/global-scope', ...closure.map(grammarModule)] : [];
}

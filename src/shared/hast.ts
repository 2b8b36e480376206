/**
 * Small helpers over the HTML trees (hast) of the built pages, shared by the
 * post-build steps that read them (the llms files, the search files, the
 * feeds). No selector engine: the shapes they look for are few.
 */
import type {Element, Nodes} from 'hast';

export function isElement(node: Nodes | undefined): node is Element {
  return !!node && node.type === 'element';
}

export function classes(node: Element): string[] {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? String(value).split(/\s+/) : [];
}

/** True when the element has a class equal to `name`, or starting with `name_` (CSS-module classes). */
export function hasClass(node: Element, name: string): boolean {
  return classes(node).some((c) => c === name || c.startsWith(`${name}_`));
}

/** The first element, in document order, that passes `test`. */
export function find(node: Nodes, test: (e: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  if ('children' in node) {
    for (const child of node.children) {
      const found = find(child, test);
      if (found) return found;
    }
  }
  return undefined;
}

/** Every element, in document order, that passes `test`. */
export function findAll(node: Nodes, test: (e: Element) => boolean, out: Element[] = []): Element[] {
  if (isElement(node) && test(node)) out.push(node);
  if ('children' in node) for (const child of node.children) findAll(child, test, out);
  return out;
}

/** The text of a node as rendered; `<br>` counts as a line break. */
export function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (isElement(node) && node.tagName === 'br') return '\n';
  if ('children' in node) return node.children.map(textOf).join('');
  return '';
}

/** The content of the page's `<meta name="...">` or `<meta property="...">`, if it has one. */
export function metaContent(tree: Nodes, key: 'name' | 'property', value: string): string | undefined {
  const meta = find(tree, (e) => e.tagName === 'meta' && e.properties?.[key] === value);
  return meta ? String(meta.properties.content ?? '') : undefined;
}

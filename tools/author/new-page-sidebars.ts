// The scaffolder's edit of sidebars.ts: the new id placed after its closest sibling, then checked by loading the file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadTs} from '../lib/loader';
import {Refusal} from './new-page-checks';

/** The sidebars of sidebars.ts, by name. */
export type Sidebars = Record<string, unknown>;
/** An item of a sidebar, as far as this tool reads it. */
interface SidebarItem {
  id?: unknown;
  link?: {type?: string; id?: string};
  items?: unknown;
}

/** Every doc id a sidebar item names (docs, and the doc link of a category). */
export function idsOf(items: unknown[], out: string[] = []): string[] {
  for (const value of items) {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') {
      const item = value as SidebarItem;
      if (typeof item.id === 'string') out.push(item.id);
      if (item.link && item.link.type === 'doc') out.push(item.link.id!);
      if (Array.isArray(item.items)) idsOf(item.items, out);
    }
  }
  return out;
}

/**
 * Inserts `id` into sidebars.ts after its closest sibling: the last id of the
 * same sidebar sharing the longest folder prefix. Edits the text so that the
 * file keeps its layout; returns the new text and where the id went.
 */
export function addToSidebar(
  source: string,
  sidebars: Sidebars,
  sidebarName: string,
  id: string,
): {text: string; after: string | null} {
  const sidebar = sidebars[sidebarName];
  if (!Array.isArray(sidebar)) throw new Refusal(`sidebars.ts has no sidebar "${sidebarName}".`);
  const ids = idsOf(sidebar);
  let anchor: string | null = null;
  for (let dir = path.posix.dirname(id); dir !== '.' && !anchor; dir = path.posix.dirname(dir)) {
    const siblings = ids.filter((other) => other.startsWith(`${dir}/`));
    if (siblings.length) anchor = siblings[siblings.length - 1];
  }
  const quoted = (value: string) => new RegExp(`(['"])${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\1`, 'g');
  const lines = source.split('\n');
  const sidebarLine = lines.findIndex((l) => new RegExp(`^\\s*${sidebarName}\\s*:`).test(l));
  if (sidebarLine === -1) throw new Refusal(`Cannot find "${sidebarName}:" in sidebars.ts; add "${id}" by hand.`);
  // The sidebar's text runs to the next top-level key or the end of the object.
  let sidebarEnd = lines.findIndex((l, i) => i > sidebarLine && /^\s{2}\S+\s*:|^\}/.test(l));
  if (sidebarEnd === -1) sidebarEnd = lines.length;

  if (anchor) {
    // The anchor as a sidebar item, not as the `id:` of a category link.
    for (let i = sidebarLine; i < sidebarEnd; i += 1) {
      const line = lines[i];
      for (const match of line.matchAll(quoted(anchor))) {
        if (/id\s*:\s*$/.test(line.slice(0, match.index))) continue;
        const q = match[1];
        const entry = `${q}${id}${q}`;
        if (line.trim() === `${match[0]},` || line.trim() === match[0]) {
          const indent = /^\s*/.exec(line)![0];
          const comma = line.trim().endsWith(',') ? '' : ',';
          lines.splice(i, 1, `${line}${comma}`, `${indent}${entry},`);
        } else {
          const end = match.index + match[0].length;
          const inline = `${line.slice(0, end)}, ${entry}${line.slice(end)}`;
          lines.splice(i, 1, ...wrapLongArray(inline));
        }
        return {text: lines.join('\n'), after: anchor};
      }
    }
  }
  // No sibling: append to the end of the sidebar's top-level array.
  for (let i = sidebarEnd - 1; i > sidebarLine; i -= 1) {
    if (/^\s*\],?\s*$/.test(lines[i])) {
      const indent = `${/^\s*/.exec(lines[i])![0]}  `;
      lines.splice(i, 0, `${indent}'${id}',`);
      return {text: lines.join('\n'), after: null};
    }
  }
  throw new Refusal(`Cannot find where "${sidebarName}" ends in sidebars.ts; add "${id}" by hand.`);
}

/** Splits `  items: ['a', 'b', ...],` into one item per line when it gets longer than 120 characters. */
function wrapLongArray(line: string): string[] {
  if (line.length <= 120) return [line];
  const match = /^(\s*)(.*?\[)(.*)(\],?\s*)$/.exec(line);
  if (!match) return [line];
  const [, indent, head, body, tail] = match;
  const items = body.split(/,\s*/).filter(Boolean);
  return [`${indent}${head}`, ...items.map((item) => `${indent}  ${item},`), `${indent}${tail.trim()}`];
}

/** Loads the edited sidebars.ts and checks that only the new id was added. */
export function verifySidebars(text: string, before: Sidebars, sidebarName: string, id: string): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-page-'));
  try {
    const copy = path.join(dir, 'sidebars.ts');
    fs.writeFileSync(copy, text);
    const after = loadTs<Sidebars>(copy);
    for (const [name, items] of Object.entries(after)) {
      const expected = idsOf((before[name] as unknown[]) ?? []);
      if (name === sidebarName) expected.push(id);
      const got = idsOf(items as unknown[]);
      if (JSON.stringify([...got].sort()) !== JSON.stringify([...expected].sort())) {
        throw new Refusal(`Editing sidebars.ts went wrong for "${name}"; nothing was written. Add "${id}" by hand.`);
      }
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

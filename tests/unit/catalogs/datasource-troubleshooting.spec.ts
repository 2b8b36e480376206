/**
 * Unit test (no build) of the troubleshooting sections of the data source pages: an item names a symptom and says
 * what is not said above it, or points to the section that says it, instead of saying it again (CONTRIBUTING.md,
 * "Say it once"). The page is read as its Markdown, with its own partials put in place, and the text its catalog
 * entry renders (src/features/catalogs/data/datasources/) is read from the entry.
 */
import {test, expect} from '@playwright/test';
import {DATASOURCES} from '../../../src/features/catalogs/data/datasources';
import {fallbackAuthMethod} from '../../../src/features/catalogs/theme/DataSource/shared';
import {catalogStrings} from '../../support/catalog-strings';
import {datasourcePageSource} from '../../support/datasource-pages';

/** Every string of a catalog entry: what the page renders from it. */
const stringsOf = (value: unknown): string[] => catalogStrings(value, '').map(([, text]) => text);

/** Words and inline code spans of a text, lower-cased, link targets left out. */
function tokensOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/\]\([^)]*\)/g, ']')
      .match(/`[^`]+`|[a-z0-9%*<>._=/-]+/g) ?? []
  );
}

/** The runs of consecutive tokens that weigh at least 6, an inline code span weighing 2 and a word 1. */
function runsOf(text: string): Set<string> {
  const tokens = tokensOf(text);
  const runs = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    let weight = 0;
    for (let j = i; j < tokens.length && weight < 6; j++) {
      weight += tokens[j].startsWith('`') ? 2 : 1;
      if (weight >= 6) runs.add(tokens.slice(i, j + 1).join(' '));
    }
  }
  return runs;
}

/** Words of four letters or more, not inline code. */
function wordsOf(text: string): Set<string> {
  return new Set(tokensOf(text).filter((t) => !t.startsWith('`') && t.length >= 4));
}

/**
 * Items under "## Limits and troubleshooting" of a data source page that restate what the page
 * already says above it or renders from its catalog entry: a run of the same words (six, an inline code counting two),
 * or every inline code of the answer in one sentence that shares two more words with it. Say a thing once: the item
 * names the symptom and links to the section that holds the fix.
 */
function restatedTroubleshooting(page: string, entryStrings: string[]): string[] {
  const at = page.indexOf('\n## Limits and troubleshooting');
  if (at < 0) return [];
  const sentences = [...page.slice(0, at).split(/(?<=[.;:])\s+|\n/), ...entryStrings];
  const known = new Set(sentences.flatMap((s) => [...runsOf(s)]));
  const section = page.slice(at + 1).split(/\n## /)[0];
  return section
    .split('\n')
    .filter((line) => /^- /.test(line))
    .filter((line) => {
      // The answer, without the symptom and without the names of the sections it links to.
      const answer = line.replace(/^- \*\*[^*]+\*\*/, '').replace(/\[[^\]]*\]\([^)]*\)/g, ' ');
      if ([...runsOf(answer)].some((r) => known.has(r))) return true;
      const codes = answer.match(/`[^`]+`/g) ?? [];
      const words = wordsOf(answer);
      return (
        codes.length > 0 &&
        sentences.some(
          (s) => codes.every((c) => s.includes(c)) && [...wordsOf(s)].filter((w) => words.has(w)).length >= 2,
        )
      );
    });
}

test('a troubleshooting item restates nothing the page says above it or renders from its entry', () => {
  const found = DATASOURCES.flatMap((ds) =>
    restatedTroubleshooting(datasourcePageSource(ds.slug), stringsOf(ds)).map((line) => `${ds.slug}: ${line}`),
  );
  expect(found).toEqual([]);
  const presto = DATASOURCES.find((d) => d.slug === 'presto')!;
  const page = (item: string) =>
    `## Connection parameters\n\nOptions go into **Additional parameters**.\n\n## Limits and troubleshooting\n\n${item}\n`;
  // The item the review found: the parameter table already says it.
  const repeated = '- **A password is rejected.** A password (LDAP) needs `SSL=true` in the connection.';
  expect(restatedTroubleshooting(page(repeated), stringsOf(presto))).toEqual([repeated]);
  const pointer = '- **A password is rejected.** Check `password` and `SSL` in **Connection parameters** above.';
  expect(restatedTroubleshooting(page(pointer), stringsOf(presto))).toEqual([]);
  // A link does not make a repeat right.
  const linked = `${repeated} See [Connection parameters](#connection-parameters).`;
  expect(restatedTroubleshooting(page(linked), stringsOf(presto))).toEqual([linked]);
  // The same words as a section above it.
  const timeouts =
    '## Timeouts\n\nThe value is URL-encoded (`=` as `%3D` and `,` as `%2C`).\n\n## Limits and troubleshooting\n\n';
  const again = '- **Settings are ignored.** Check that the value is URL-encoded: `=` as `%3D` and `,` as `%2C`.';
  expect(restatedTroubleshooting(timeouts + again, [])).toEqual([again]);
  expect(restatedTroubleshooting(`${timeouts}- **Connection refused on 9000.** Use 8123 (HTTP).`, [])).toEqual([]);
});

test('the authentication row falls back to a confirmed method that authenticates, never to "None"', () => {
  const drill = DATASOURCES.find((d) => d.slug === 'drill')!;
  expect(drill.authMethods[0].name, "Drill's first method").toBe('None');
  expect(fallbackAuthMethod(drill)?.name).toBe('User and password (PLAIN)');
  expect(
    DATASOURCES.map((d) => fallbackAuthMethod(d)?.name).filter((n) => n !== undefined && /^none\b/i.test(n)),
  ).toEqual([]);
  expect(
    fallbackAuthMethod({...drill, authMethods: [drill.authMethods[0], {...drill.authMethods[2]}]}),
    'only None and an unconfirmed method: no fallback',
  ).toBeNull();
});

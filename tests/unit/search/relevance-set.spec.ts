/**
 * Unit tests (no browser) of the search relevance set and of its scoring
 * (tools/relevance/search.ts). The browser run is
 * tests/e2e/search-relevance.spec.ts.
 */
import {test, expect} from '@playwright/test';
import * as relevance from '../../../tools/relevance/search';
import type {Question} from '../../../tools/relevance/search';
import {CONTENT_ROUTES} from '../../support/routes';

const question = (over: Partial<Question> = {}): Question => ({
  id: 'q01',
  half: 'tuning',
  section: 'sql',
  question: 'How do I define a measure?',
  query: 'create measure',
  target: '/doc/docs/sql/measures',
  alsoAcceptable: [],
  places: [''],
  ...over,
});

const hit = (url: string) => ({title: url, where: '', url, page: relevance.pagePath(url)});

test.describe('the relevance set', () => {
  test('has at least 150 sound questions, spread over every section', () => {
    const questions = relevance.loadQuestions();
    expect(questions.length).toBeGreaterThanOrEqual(150);
    for (const section of relevance.SECTIONS) {
      expect(questions.filter((q) => q.section === section).length, section).toBeGreaterThanOrEqual(
        section === 'general' ? 2 : 5,
      );
    }
  });

  test('has a question for every page of the site, and the check half alone covers every page', () => {
    const questions = relevance.loadQuestions();
    const routes = CONTENT_ROUTES.map((r) => relevance.pagePath(r.path));
    const targeted = (half?: string) =>
      new Set(questions.filter((q) => !half || q.half === half).map((q) => relevance.pagePath(q.target)));
    expect(routes.filter((r) => !targeted().has(r))).toEqual([]);
    expect(routes.filter((r) => !targeted('check').has(r))).toEqual([]);
  });

  test('is split into a tuning half and check sets of comparable size; the first 73 questions are tuning ones', () => {
    const questions = relevance.loadQuestions();
    const tuning = questions.filter((q) => q.half === 'tuning');
    const check = questions.filter((q) => q.half === 'check');
    const styles = questions.filter((q) => q.half === 'check-styles');
    expect(tuning.length + check.length + styles.length).toBe(questions.length);
    // The ranking is measured on about as many questions as it is tuned on: the check sets keep at least 40 % of
    // the set (a tuning batch for new question shapes may tip the balance, never by more than that).
    expect(check.length + styles.length).toBeGreaterThanOrEqual(questions.length * 0.4);
    const first = questions.slice(0, 73);
    expect(first.map((q) => q.id)).toEqual(Array.from({length: 73}, (_, k) => `q${String(k + 1).padStart(2, '0')}`));
    expect(first.every((q) => q.half === 'tuning')).toBe(true);
  });

  test('the second check set has at least 60 questions in new styles, after the first 214', () => {
    const questions = relevance.loadQuestions();
    const styles = questions.filter((q) => q.half === 'check-styles');
    expect(styles.length).toBeGreaterThanOrEqual(60);
    // Written after the first two halves, in one block: its ids come after theirs and nothing is mixed into it.
    const first = questions.findIndex((q) => q.half === 'check-styles');
    const last = questions.map((q) => q.half).lastIndexOf('check-styles');
    expect(first).toBeGreaterThanOrEqual(214);
    expect(questions.slice(first, last + 1).every((q) => q.half === 'check-styles')).toBe(true);
    // Whole questions and task phrasing, as typed (`what port does ... use`, `how do i ...`, `where do i get ...`),
    // and short queries with an abbreviation (a word of two to five letters that is not an English word of the query).
    const whole = styles.filter(
      (q) => /^(how|what|where|which|why|can|is|does|do)\b/.test(q.query) && q.query.split(' ').length >= 4,
    );
    expect(whole.length).toBeGreaterThanOrEqual(25);
    expect(styles.filter((q) => /^how do i /.test(q.query)).length).toBeGreaterThanOrEqual(10);
    expect(styles.filter((q) => /^what port does /.test(q.query)).length).toBeGreaterThanOrEqual(3);
    expect(styles.filter((q) => /^where (do|can) i /.test(q.query)).length).toBeGreaterThanOrEqual(3);
    for (const abbreviation of ['rls', 'sso', 'kg', 'nlq', 'agic', 'hmac', 'mdc', 'csp', 'gcp', 'mssql', 'powerbi']) {
      expect(
        styles.some((q) => q.query.split(/\W+/).includes(abbreviation)),
        abbreviation,
      ).toBe(true);
    }
  });

  test('the tuning half has at least 50 questions in the new styles, written after the second check set', () => {
    const questions = relevance.loadQuestions();
    // The ranking learns the new styles from these, never from the check set that comes before them.
    const last = questions.map((q) => q.half).lastIndexOf('check-styles');
    const later = questions.slice(last + 1);
    expect(later.length).toBeGreaterThanOrEqual(50);
    expect(later.every((q) => q.half === 'tuning')).toBe(true);
    const whole = later.filter(
      (q) => /^(how|what|where|which|why|can|is|does|do)\b/.test(q.query) && q.query.split(' ').length >= 4,
    );
    expect(whole.length).toBeGreaterThanOrEqual(25);
    expect(later.filter((q) => /^how do i /.test(q.query)).length).toBeGreaterThanOrEqual(10);
    // Task phrasing without a question word (`register a database connection from the ui`).
    expect(
      later.filter(
        (q) => !/^(how|what|where|which|why|can|is|does|do|when)\b/.test(q.query) && q.query.split(' ').length >= 4,
      ).length,
    ).toBeGreaterThanOrEqual(10);
    // Every part of the site has some.
    for (const section of relevance.SECTIONS)
      expect(
        later.some((q) => q.section === section),
        section,
      ).toBe(true);
  });

  test('the tuning half has list questions and storage verbs to tune on', () => {
    const tuning = relevance.loadQuestions().filter((q) => q.half === 'tuning');
    // Questions that ask for a list (which ... are supported, what ... can i use) and that name storing with
    // another verb (kept, hold, save, persist): rules for them are judged on these.
    expect(
      tuning.filter((q) =>
        /^(which|what) .*\b(supported|support|can i|can a|are there|does .* (offer|take|expose))\b/.test(q.query),
      ).length,
    ).toBeGreaterThanOrEqual(20);
    expect(tuning.filter((q) => /\b(kept|keep|hold|save|persist)\b/.test(q.query)).length).toBeGreaterThanOrEqual(6);
  });

  test('check queries are not page titles copied', () => {
    // The built titles are not needed: a query that equals a page's title word for word would show here as a
    // query equal to the last path segment of its target, or to the title in the question's own wording.
    const copies = relevance
      .loadQuestions()
      .filter((q) => q.half !== 'tuning')
      .filter((q) => {
        const slug = relevance.pagePath(q.target).split('/').filter(Boolean).pop() ?? '';
        return q.query.toLowerCase() === slug.replace(/[-_]/g, ' ').toLowerCase();
      });
    expect(copies.map((q) => q.id)).toEqual([]);
  });

  test('points every question at routes of the site', () => {
    const routes = new Set(CONTENT_ROUTES.map((r) => relevance.pagePath(r.path)));
    const unknown = relevance
      .loadQuestions()
      .flatMap((q) =>
        [q.target, ...q.alsoAcceptable].filter((p) => !routes.has(relevance.pagePath(p))).map((p) => `${q.id}: ${p}`),
      );
    expect(unknown).toEqual([]);
  });

  test('includes SQL words and names with underscores', () => {
    const queries = relevance.loadQuestions().map((q) => q.query);
    for (const word of ['GROUP BY', 'INHERITS', 'dtimbr', 'etimbr', 'SYS_CONCEPTS', 'IN IS NOT NULL']) {
      expect(
        queries.some((q) => q.includes(word)),
        word,
      ).toBe(true);
    }
    expect(queries.filter((q) => /\w_\w/.test(q)).length).toBeGreaterThanOrEqual(4);
  });

  test('validation reports broken questions', () => {
    const good = question();
    expect(relevance.validateQuestions([good])).toEqual([]);
    const problems = relevance.validateQuestions([
      good,
      question({query: 'other'}),
      question({id: 'q02', query: 'Create Measure'}),
      question({id: 'q03', query: 'a', target: 'docs/sql/measures'}),
      question({id: 'q04', query: 'b', section: 'blog'}),
      question({id: 'q05', query: 'c', alsoAcceptable: ['/doc/docs/a', '/doc/docs/b', '/doc/docs/c']}),
      question({id: 'q06', query: 'd', alsoAcceptable: ['/doc/docs/sql/measures/']}),
      question({id: 'q07', query: 'e', target: '/doc/docs/sql/measures#syntax'}),
      {...question({id: 'q08', query: 'f'}), alsoAcceptable: undefined} as unknown as Question,
      question({id: 'q09', query: 'g', half: 'later' as never}),
      question({id: 'q10', query: 'h', places: []}),
      question({id: 'q11', query: 'i', places: ['#syntax']}),
      question({id: 'q12', query: 'j', places: ['', '']}),
    ]);
    for (const expected of [
      /q01: duplicate id/,
      /q02: duplicate query/,
      /q03: .* is not a site path/,
      /q04: unknown section/,
      /q05: at most 2/,
      /q06: the same page is listed twice/,
      /q07: .* is not a site path/,
      /q08: "alsoAcceptable"/,
      /q09: "half" must be one of/,
      /q10: "places"/,
      /q11: "places"/,
      /q12: "places"/,
    ]) {
      expect(
        problems.some((p) => expected.test(p)),
        `${expected} in\n${problems.join('\n')}`,
      ).toBe(true);
    }
  });
});

test.describe('scoring', () => {
  test('compares pages without anchor, query string or trailing slash', () => {
    expect(relevance.pagePath('/doc/docs/sql/measures/#syntax')).toBe('/doc/docs/sql/measures');
    expect(relevance.pagePath('/doc/docs/sql/?_highlight=x#a')).toBe('/doc/docs/sql');
    expect(relevance.pagePath('/doc/')).toBe('/doc');
  });

  test('ranks distinct pages, and accepts the other acceptable pages', () => {
    const q = question({alsoAcceptable: ['/doc/docs/sql/cubes']});
    const hits = [
      hit('/doc/docs/sql/views'),
      hit('/doc/docs/sql/views#syntax'),
      hit('/doc/docs/sql/views#examples'),
      hit('/doc/docs/sql/general'),
      hit('/doc/docs/sql/measures#syntax'),
    ];
    expect(relevance.scoreQuestion(q, hits)).toEqual({
      rank: 3,
      rawRank: 5,
      pages: ['/doc/docs/sql/views', '/doc/docs/sql/general', '/doc/docs/sql/measures'],
      landedAt: 'syntax',
      landed: false,
    });
    expect(relevance.scoreQuestion(q, [hit('/doc/docs/sql/cubes/'), ...hits]).rank).toBe(1);
    expect(relevance.scoreQuestion(q, [hit('/doc/docs/sql/views')]).rank).toBe(0);
    expect(relevance.scoreQuestion(q, []).rank).toBe(0);
  });

  test("lands on the section when the target page's first option leads to one of its places", () => {
    const q = question({alsoAcceptable: ['/doc/docs/sql/cubes'], places: ['', 'define-a-measure']});
    const landed = (...urls: string[]) => relevance.scoreQuestion(q, urls.map(hit)).landed;
    expect(landed('/doc/docs/sql/measures/')).toBe(true);
    expect(landed('/doc/docs/sql/views', '/doc/docs/sql/measures#define-a-measure')).toBe(true);
    expect(landed('/doc/docs/sql/measures#syntax', '/doc/docs/sql/measures')).toBe(false);
    // Only the target page's places are written: another acceptable page, or none, is not scored.
    expect(landed('/doc/docs/sql/cubes#syntax')).toBeNull();
    expect(landed()).toBeNull();
    expect(relevance.anchorOf('/doc/docs/sql/measures?_highlight=x#caf%C3%A9')).toBe('café');
    expect(relevance.anchorOf('/doc/docs/sql/measures#50%')).toBe('50%');
  });

  test('computes recall@5 and MRR', () => {
    const scored = [1, 2, 0, 6].map((rank, i) => ({...question({id: `q${i}`}), rank}));
    const summary = relevance.summarize(scored as never);
    expect(summary.recallAt5).toBe(0.5);
    expect(summary.mrr).toBeCloseTo((1 + 1 / 2 + 0 + 1 / 6) / 4, 10);
    expect(summary.misses).toEqual(['q2', 'q3']);
    expect(summary.meetsGoal).toBe(false);
    const perfect = relevance.summarize([1, 1].map((rank, i) => ({...question({id: `q${i}`}), rank})) as never);
    expect(perfect).toMatchObject({recallAt5: 1, mrr: 1, meetsGoal: true, misses: []});
  });

  test('the Markdown report names each navbar section in its table by section, and says where an answer landed', () => {
    const hits = [hit('/doc/docs/sql/measures#syntax')];
    const scored = [
      {...question({id: 'q1'}), ...relevance.scoreQuestion(question(), hits), hits, ms: 1},
      {
        ...question({id: 'q2', section: 'api', query: 'x'}),
        ...relevance.scoreQuestion(question(), []),
        hits: [],
        ms: 1,
      },
    ];
    const report = relevance.markdownReport(scored as never, relevance.summarizeHalves(scored as never), {
      date: 'today',
      commit: 'abc',
      browser: 'Chromium',
      maxOptions: 8,
      bySection: false,
    });
    expect(report).toContain('| sql | 1 | 1.000 | 1.000 |');
    expect(report).toContain('| api | 1 | 0.000 | 0.000 |');
    expect(report).toContain(
      '- q1 (tuning) `create measure`: `sql/measures` leads to `#syntax`; the answer is at its top.',
    );
    expect(report).toMatch(/\| tuning \| 1 \| 0 \| 0\.000 \| >= 0\.7 \|/);
  });

  test('computes the share of answers that land on their section, over the questions whose target is listed', () => {
    const scored = [true, false, null, true].map((landed, i) => ({...question({id: `q${i}`}), rank: 1, landed}));
    expect(relevance.summarize(scored as never)).toMatchObject({
      withTarget: 3,
      landedOnSection: 2,
      sectionShare: 2 / 3,
      landedElsewhere: ['q1'],
    });
  });

  test("says which of a half's floors its run falls short of, and only that half's questions count", () => {
    const run = (ranks: number[], landed: boolean[], half: Question['half'] = 'tuning') =>
      ranks.map((rank, i) => ({...question({id: `q${i}`, half}), rank, landed: landed[i]}));
    const holds = run([1, 1, 1, 1], [true, true, true, true]);
    expect(relevance.shortOfFloor(holds as never, 'tuning')).toEqual([]);
    const short = relevance.shortOfFloor(run([1, 0, 1, 1], [true, false, false, false]) as never, 'tuning');
    expect(short).toEqual([
      'recall@5 0.750 < 0.95; not in the top 5: q1',
      'MRR 0.750 < 0.85; not in the top 5: q1',
      'lands on its section 0.250 < 0.7; elsewhere: q1, q2, q3',
    ]);
    // A check half's run counts for nothing on the tuning half.
    const other = [...holds, ...run([0, 0], [false, false], 'check').map((q) => ({...q, id: `c${q.id}`}))];
    expect(relevance.shortOfFloor(other as never, 'tuning')).toEqual([]);
    expect(relevance.shortOfFloor(other as never, 'check')).toHaveLength(3);
  });
});

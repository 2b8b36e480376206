/**
 * Search relevance: runs the questions of tests/search-relevance/questions.json
 * through the built site's navbar search in Chromium, as a reader does, and
 * scores the answers. Shared by tools/relevance/search-report.ts (the report) and
 * tests/e2e/search-relevance.spec.ts (the test run).
 *
 * How a query is run: the query is typed into the navbar search box, and the
 * suggestion list that opens under it is read in order once it shows the
 * results of that query (the list says which query it answers in its
 * `data-search-query` attribute, set only when the results of exactly that
 * text are shown). Each option carries the address it leads to
 * (`data-href`); the e2e spec also clicks an option and checks that the
 * reader lands there.
 *
 * Scoring: results are reduced to pages (path without `#anchor`, query string
 * and trailing slash) and repeated pages are dropped, keeping the first. The
 * rank of a question is the position, in this list of distinct pages, of the
 * first acceptable page (its target or one of its `alsoAcceptable` pages); 0
 * when no acceptable page is in the list. The raw rank (position among all
 * options) is reported too.
 *   recall@5 = share of questions with 1 <= rank <= 5
 *   MRR      = mean of 1/rank (0 for rank 0), over the whole suggestion list
 *              the search box shows (every page in it, not only the first 5).
 *   section  = share of the questions whose target page is in the list where
 *              the page's first option leads to one of the question's
 *              `places`: the sections of the page that hold the answer ('' for
 *              the top of the page), chosen by reading the page.
 * All three are reported for the whole set and for each part (see HALVES).
 *
 * The parts: the question set and its loading in ./questions.ts, the scoring, goals and floors in ./scoring.ts,
 * the run through the search box in ./search-box.ts, the reports in ./report-formats.ts. The tests and the other
 * tools import them all from here.
 */
export * from './questions';
export * from './scoring';
export * from './search-box';
export * from './report-formats';

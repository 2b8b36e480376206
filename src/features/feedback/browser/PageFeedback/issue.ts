/**
 * Links that open a new issue in the docs repository with one of its issue
 * forms (.github/ISSUE_TEMPLATE) filled in. GitHub fills a form's field from
 * the query parameter named after the field's id; tests/tools/contributor-files.spec.ts
 * checks that every id and option used here exists in the forms. Also the
 * reader's answer and draft that the widget (./index) and its details step
 * (./Details) share, and the issue they lead to.
 */
import {DOCS_REPOSITORY_URL} from '../../../../site';

/** The forms a link may open, the prefix of their titles and the ids of their fields. */
export const ISSUE_FORMS = {
  'doc-bug.yml': {titlePrefix: 'Docs error: ', fields: ['page', 'kind', 'problem', 'expected', 'version']},
  'missing-content.yml': {titlePrefix: 'Docs unclear: ', fields: ['page', 'task', 'gap', 'suggestion']},
} as const;

export type IssueForm = keyof typeof ISSUE_FORMS;
type Fields<F extends IssueForm> = Partial<Record<(typeof ISSUE_FORMS)[F]['fields'][number], string>>;

/** Options of the `kind` dropdown of doc-bug.yml that links choose. */
export const BUG_KIND = {
  fact: 'A fact is wrong (syntax, name, port, version, step)',
  example: 'A code example fails',
  other: 'Something else',
} as const;

/** Longest text put in one field: the whole address must stay well under what browsers and GitHub accept. */
export const MAX_FIELD_LENGTH = 2000;

const clip = (value: string) =>
  value.length > MAX_FIELD_LENGTH ? `${value.slice(0, MAX_FIELD_LENGTH)}\n[shortened]` : value;

/** The address of a new issue with `form`, titled after the page, and `fields` filled in. */
export function issueUrl<F extends IssueForm>(form: F, pageTitle: string, fields: Fields<F>): string {
  const params = new URLSearchParams({template: form, title: `${ISSUE_FORMS[form].titlePrefix}${pageTitle}`});
  for (const [id, value] of Object.entries(fields) as [string, string | undefined][]) {
    if (value) params.set(id, clip(value));
  }
  return `${DOCS_REPOSITORY_URL}/issues/new?${params}`;
}

/** The report of a code example: the page, its kind and the block's text in a fence. */
export function exampleIssueUrl(pageUrl: string, pageTitle: string, code: string, language = ''): string {
  const fence = code.includes('```') ? '~~~~' : '```';
  return issueUrl('doc-bug.yml', pageTitle, {
    page: pageUrl,
    kind: BUG_KIND.example,
    problem: `This example does not work:\n\n${fence}${language}\n${clip(code)}\n${fence}\n\nWhat happens: `,
  });
}

/** The reader's answer to "Was this page helpful?". */
export type Answer = 'yes' | 'no';

/** What the reader added after answering (./Details). */
export interface Draft {
  reason?: string;
  /** The issue form the reason calls for, and the `kind` to choose in doc-bug.yml. */
  form?: IssueForm;
  kind?: string;
  comment?: string;
}

/** The issue a reader's feedback leads to: a bug report, or a request for missing content. */
export function feedbackIssueUrl(pageUrl: string, title: string, answer: Answer | null, draft: Draft): string {
  const form = draft.form ?? (answer === 'yes' ? 'missing-content.yml' : 'doc-bug.yml');
  if (form === 'doc-bug.yml') return issueUrl(form, title, {page: pageUrl, kind: draft.kind, problem: draft.comment});
  return issueUrl(form, title, {page: pageUrl, [answer === 'yes' ? 'suggestion' : 'gap']: draft.comment});
}

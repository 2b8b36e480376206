/**
 * A short note for AI agents that read a page's HTML: where the Markdown copy
 * of the page is, where the index of every page (llms.txt) is, and the docs
 * MCP server (its name, tools, address and command, and the page that says
 * how to add it to an assistant).
 *
 * Sighted readers do not see it (visually hidden). It is not hidden from
 * assistive technology, so it is written to make sense to anyone who hears
 * it: one plain paragraph, addressed to assistants, with no link (an
 * invisible link would be an invisible stop in the keyboard order) and no
 * heading (it stays out of the page's outline). The build leaves it out of
 * the Markdown copies and of the search index (`data-agent-directive`);
 * `data-markdown-ignore` tells checkers that compare a page with its copy
 * (the Agent-Friendly Documentation Spec's convention) that the copy leaves
 * it out on purpose.
 */
import React, {type ReactNode} from 'react';
import {SITE_URL, BASE_URL, DOCS_MCP, docsMcpSentence} from '@site/src/site';
import {LLMS_TXT} from '../llms-paths';
import styles from './styles.module.css';

/** The attribute that marks the directive (the Markdown conversion and the search index skip it). */
export const DIRECTIVE_ATTRIBUTE = 'data-agent-directive';

export default function AgentDirective({markdownPath}: {markdownPath?: string}): ReactNode {
  const index = `${SITE_URL}${BASE_URL}${LLMS_TXT}`;
  return (
    <p className={styles.directive} {...{[DIRECTIVE_ATTRIBUTE]: '', 'data-markdown-ignore': ''}}>
      {markdownPath
        ? `For AI assistants: this page is also published as Markdown at ${SITE_URL}${markdownPath}, and the index of every page of the documentation is at ${index}. `
        : `For AI assistants: the index of every page of the documentation, with links to their Markdown copies, is at ${index}. `}
      {docsMcpSentence(`the page ${SITE_URL}${BASE_URL}${DOCS_MCP.guide}`)}
    </p>
  );
}

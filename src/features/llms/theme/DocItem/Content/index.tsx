/**
 * The doc content (theme-classic's, wrapped, unchanged): every doc page gets a
 * "Copy page" button next to its title, with "Open in ChatGPT" and "Open in
 * Claude", a `<link rel="alternate" type="text/markdown">` to its Markdown copy
 * (written at build time by ../../../plugin.ts), and a visually hidden note for
 * AI agents that points to the copy and to llms.txt (src/shared/AgentDirective).
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import AgentDirective from '../../../../../shared/AgentDirective';
import {markdownPathFor} from '../../../../../shared/llms-paths';
import {SITE_URL} from '../../../../../site';
import CopyPageButton from '../../../browser/CopyPageButton';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const markdownUrl = markdownPathFor(metadata.permalink, siteConfig.baseUrl);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <AgentDirective markdownPath={markdownUrl} />
      <CopyPageButton markdownUrl={markdownUrl} absoluteMarkdownUrl={SITE_URL + markdownUrl} title={metadata.title} />
      <Content {...props} />
    </>
  );
}

/**
 * Swizzled (wrapped) doc content.
 *
 * Why: every doc page gets a "Copy page" button next to its title, with
 * "Open in ChatGPT" and "Open in Claude", a `<link rel="alternate"
 * type="text/markdown">` to its Markdown copy (written at build time by
 * src/plugins/llms), a visually hidden note for AI agents that points to the
 * copy and to llms.txt (src/components/AgentDirective), and the head tags of
 * its social card (src/plugins/social-cards). The content itself is the
 * theme's, unchanged.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import AgentDirective from '@site/src/shared/AgentDirective';
import CopyPageButton from '../../../browser/CopyPageButton';
import {SITE_URL} from '@site/src/site';
import SocialCardMeta from '@site/src/features/social-cards/browser/SocialCardMeta';
import {markdownPathFor} from '@site/src/shared/llms-paths';

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
      <SocialCardMeta path={metadata.permalink} title={metadata.title} type="article" />
      <AgentDirective markdownPath={markdownUrl} />
      <CopyPageButton markdownUrl={markdownUrl} absoluteMarkdownUrl={SITE_URL + markdownUrl} title={metadata.title} />
      <Content {...props} />
    </>
  );
}

/**
 * Swizzled (wrapped) not-found content: adds a meta description, which the
 * theme's not-found page lacks (search engines and link previews show it;
 * Lighthouse's SEO audit asks for one on every page), and the note for AI
 * agents every page carries (src/shared/AgentDirective; this page has no
 * Markdown copy, so the note names llms.txt only). The content itself is the
 * theme's.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {PRODUCT_NAME} from '@site/src/site';
import AgentDirective from '@site/src/shared/AgentDirective';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta
          name="description"
          content={`This address has no page in the ${PRODUCT_NAME} documentation. Search the docs or start from the documentation home.`}
        />
      </Head>
      <AgentDirective />
      <Content {...props} />
    </>
  );
}

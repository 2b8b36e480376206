/**
 * The head tags of a page's social card (drawn at build time by
 * src/features/social-cards): `og:image` and `twitter:image` with the card's
 * absolute address, size and text alternative, and the page's `og:type`.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {CARD_HEIGHT, CARD_WIDTH, socialCardPath} from '../paths';

export default function SocialCardMeta({
  path,
  title,
  type,
}: {
  path: string;
  title: string;
  type: 'article' | 'website';
}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const image = siteConfig.url + socialCardPath(path, siteConfig.baseUrl);
  return (
    <Head>
      <meta property="og:type" content={type} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={title} />
    </Head>
  );
}

/**
 * The doc page's metadata (theme-classic's, wrapped), with the head tags of
 * the page's social card (../../../browser/SocialCardMeta): a link preview of
 * every doc page shows its own card.
 */
import React, {type ReactNode} from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SocialCardMeta from '../../../browser/SocialCardMeta';

export default function MetadataWrapper(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata />
      <SocialCardMeta path={metadata.permalink} title={metadata.title} type="article" />
    </>
  );
}

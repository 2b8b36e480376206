/**
 * Swizzled (wrapped) doc footer: the theme's, followed by "Was this page
 * helpful?" (src/features/feedback/browser/PageFeedback), so every doc page ends with it.
 */
import React, {type ReactNode} from 'react';
import Footer from '@theme-init/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '../../../browser/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Footer {...props} />
      <PageFeedback title={metadata.title} permalink={metadata.permalink} />
    </>
  );
}

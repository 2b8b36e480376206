/**
 * Swizzled (wrapped) copy button of code blocks: "Report a problem with this
 * example" (src/components/ReportExampleLink) joins the block's buttons,
 * before the theme's copy button, which is unchanged.
 */
import React, {type ReactNode} from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type {WrapperProps} from '@docusaurus/types';
import ReportExampleLink from '@site/src/components/ReportExampleLink';

type Props = WrapperProps<typeof CopyButtonType>;

export default function CopyButtonWrapper(props: Props): ReactNode {
  return (
    <>
      <ReportExampleLink />
      <CopyButton {...props} />
    </>
  );
}

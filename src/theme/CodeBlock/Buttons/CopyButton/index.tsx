/**
 * Swizzled (wrapped) copy button of code blocks: "Report a problem with this
 * example" (src/components/ReportExampleLink) joins the block's buttons,
 * before the theme's copy button, which is unchanged; a runnable query
 * (src/components/RunnableQuery) also gets its Run control there. The theme
 * renders the buttons in the browser only, so without JavaScript there is
 * no Run control.
 */
import React, {type ReactNode} from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type {WrapperProps} from '@docusaurus/types';
import ReportExampleLink from '@site/src/features/feedback/browser/ReportExampleLink';
import RunButton from '@site/src/features/runnable-sql/theme/RunnableQuery/RunButton';
import {useRunnable} from '@site/src/features/runnable-sql/theme/RunnableQuery/context';

type Props = WrapperProps<typeof CopyButtonType>;

export default function CopyButtonWrapper(props: Props): ReactNode {
  const runnable = useRunnable();
  return (
    <>
      {runnable && <RunButton runnable={runnable} />}
      <ReportExampleLink />
      <CopyButton {...props} />
    </>
  );
}

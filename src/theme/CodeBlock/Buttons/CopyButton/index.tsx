// Wrapped: the buttons features register (src/shared/code-block-buttons.tsx) go before the theme's Copy button, in
// the theme's row of a code block's buttons, which has no other place for them.
import React, {type ReactNode} from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {CodeBlockButtons} from '@site/src/shared/code-block-buttons';

export default function CopyButtonWrapper(props: WrapperProps<typeof CopyButtonType>): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <>
      <CodeBlockButtons block={metadata} />
      <CopyButton {...props} />
    </>
  );
}

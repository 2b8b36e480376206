/**
 * Swizzled (wrapped) "Last updated" line: hydrated as rendered on the first
 * page (src/components/as-rendered). Formatting its date creates an
 * Intl.DateTimeFormat, which on a phone is one of the longest single steps
 * of hydrating a doc page, to print the date the built page already shows.
 * Pages reached later render the original.
 */
import React, {type ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {AS_RENDERED, useFirstHydration} from '@site/src/components/as-rendered';

type Props = WrapperProps<typeof LastUpdatedType>;

export default function LastUpdatedWrapper(props: Props): ReactNode {
  const [hydrating, kept] = useFirstHydration<HTMLSpanElement>();
  if (!hydrating) return <LastUpdated {...props} />;
  // The original's root element, with the content the built page holds.
  return (
    <span ref={kept} className={ThemeClassNames.common.lastUpdated} dangerouslySetInnerHTML={AS_RENDERED} suppressHydrationWarning />
  );
}

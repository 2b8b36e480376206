/**
 * Swizzled (wrapped) announcement bar.
 *
 * Why:
 * 1. A new announcement must show even to readers who dismissed the previous
 *    one. The theme resets the dismissal when the id changes, but its inline
 *    script has already marked the page "initially dismissed" from the old
 *    flag, and that CSS keeps the bar hidden until the next page load. The
 *    wrapper clears the mark whenever the bar is active.
 * 2. The bar's content is an HTML string from the site configuration, so its
 *    links would reload the whole site. The wrapper catches plain left clicks
 *    on links to pages of this site and hands them to the client router.
 */
import React, {useCallback, useEffect, useRef, type MouseEvent, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof AnnouncementBarType>;

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  // The bar is in the page exactly when it is active (not dismissed).
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const clearMark = () => {
      if (root.querySelector(`.${ThemeClassNames.announcementBar.container}`)) {
        document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
      }
    };
    clearMark();
    const observer = new MutationObserver(clearMark);
    observer.observe(root, {childList: true});
    return () => observer.disconnect();
  }, []);

  const history = useHistory();
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();

  const onClickCapture = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const link = (event.target as Element).closest('a');
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const url = new URL(link.href, window.location.href);
      if (url.origin === window.location.origin && url.pathname.startsWith(baseUrl) && !link.target) {
        event.preventDefault();
        history.push(url.pathname + url.search + url.hash);
      }
    },
    [history, baseUrl],
  );

  return (
    <div ref={container} onClickCapture={onClickCapture}>
      <AnnouncementBar {...props} />
    </div>
  );
}

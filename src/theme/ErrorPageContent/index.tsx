/**
 * Swizzled (wrapped) content of the error boundary's fallback.
 *
 * Why: the theme's fallback ("This page crashed.", the error message and a
 * "Try again" button) is kept as is. The wrapper adds a way out when trying
 * again does not help, and reports the crash as an analytics exception so
 * broken pages are noticed.
 */
import React, {useEffect, type ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';

type Props = WrapperProps<typeof ErrorPageContentType>;

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  const message = props.error?.message;
  useEffect(() => {
    window.gtag?.('event', 'exception', {description: message, fatal: false});
  }, [message]);

  return (
    <>
      <ErrorPageContent {...props} />
      <p className="container text--center margin-bottom--xl">
        If trying again does not help, reload the page or go back to the <Link to="/docs/">documentation home</Link>.
      </p>
    </>
  );
}

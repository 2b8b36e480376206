/**
 * Swizzled (wrapped) navbar.
 *
 * Why: on narrow screens the section links live in the hamburger menu, which
 * needs JavaScript to open. For readers without JavaScript the wrapper adds a
 * plain row of section links inside <noscript>, so every section stays
 * reachable. With JavaScript on, browsers ignore the <noscript> content and
 * the navbar is exactly the theme's.
 */
import React, {type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {SECTIONS} from '@site/src/site';
import styles from './styles.module.css';

type Props = WrapperProps<typeof NavbarType>;

function NoScriptSections(): ReactNode {
  const base = useBaseUrl('/');
  return (
    <noscript>
      <nav aria-label="Sections" className={styles.noscriptSections}>
        {SECTIONS.map(({label, to}) => (
          <a key={to} href={base + to.slice(1)}>
            {label}
          </a>
        ))}
      </nav>
    </noscript>
  );
}

export default function NavbarWrapper(props: Props): ReactNode {
  return (
    <>
      <Navbar {...props} />
      <NoScriptSections />
    </>
  );
}

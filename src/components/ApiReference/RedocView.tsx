/**
 * Redoc itself, in its own chunk (see ./index.tsx). Colours follow the site's
 * colour mode; the fixed navbar is taken into account when Redoc scrolls.
 */
import './prism-global';
import React, {type ReactNode} from 'react';
import {RedocStandalone} from 'redoc';
import {useColorMode} from '@docusaurus/theme-common';

// Redoc picks its layout from the window width, but here it lives in the
// docs content column: always use its one-column layout (operations with
// their samples below them), and let the docs sidebar do the navigation.
const breakpoints = {small: '100000px', medium: '100000px', large: '100000px'};

const LIGHT = {
  breakpoints,
  colors: {primary: {main: '#1b5aa0'}, text: {primary: '#1c1e21'}},
  sidebar: {backgroundColor: '#f5f6f7', textColor: '#1c1e21'},
  rightPanel: {backgroundColor: '#20252d'},
  typography: {fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', headings: {fontFamily: 'inherit'}},
};

const DARK = {
  breakpoints,
  colors: {primary: {main: '#7bb8ff'}, text: {primary: '#e3e3e3', secondary: '#c5c8cc'}, border: {dark: '#444950', light: '#2b2f36'}},
  sidebar: {backgroundColor: '#1b1b1d', textColor: '#e3e3e3', activeTextColor: '#7bb8ff'},
  rightPanel: {backgroundColor: '#101317'},
  schema: {nestedBackground: '#242526', typeNameColor: '#9ccaff', linesColor: '#555a61'},
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    headings: {fontFamily: 'inherit'},
    code: {color: '#ffb86c', backgroundColor: '#242526'},
    links: {color: '#7bb8ff'},
  },
};

export default function RedocView({specUrl}: {specUrl: string}): ReactNode {
  const {colorMode} = useColorMode();
  return (
    <div data-api-reference="ready">
      <RedocStandalone
        key={colorMode}
        specUrl={specUrl}
        options={{
          theme: colorMode === 'dark' ? DARK : LIGHT,
          scrollYOffset: '.navbar',
          disableSearch: true,
          hideHostname: false,
          expandResponses: '200',
          requiredPropsFirst: true,
          nativeScrollbars: true,
          hideFab: true,
        }}
      />
    </div>
  );
}

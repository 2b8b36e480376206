// react-dom ships without types and @types/react-dom is not installed: the one function the unit tests call
// (tests/unit/catalogs/datasource-pages.spec.ts renders theme components to HTML without a browser).
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';
  export function renderToStaticMarkup(element: ReactNode): string;
}

/**
 * Redoc itself, in its own chunk (see ./index.tsx). Redoc has no complete dark
 * theme (several of its texts keep dark colors), so the reference keeps its
 * light colors on a light panel in both color modes; the fixed navbar is
 * taken into account when Redoc scrolls.
 *
 * Rendered from Redoc's exported parts rather than <RedocStandalone>: the same
 * tree without Redoc's side menu. That menu was never visible here (one-column
 * layout, its button hidden: the docs sidebar navigates), and its footer loads
 * the vendor's logo from cdn.redoc.ly, a third-party image that the site's
 * Content-Security-Policy (deploy/nginx) does not allow.
 */
import './prism-global';
import React, {useDeferredValue, useEffect, useRef, type ComponentProps, type ReactNode} from 'react';
import {
  ApiContentWrap,
  ApiInfo,
  AppStore,
  BackgroundStub,
  ContentItems,
  ErrorBoundary,
  Loading,
  OptionsProvider,
  RedocWrap,
  StoreBuilder,
  StoreProvider,
  ThemeProvider,
} from 'redoc';
import styles from './styles.module.css';

// Redoc picks its layout from the window width, but here it lives in the
// docs content column: always use its one-column layout (operations with
// their samples below them), and let the docs sidebar do the navigation.
const breakpoints = {small: '100000px', medium: '100000px', large: '100000px'};

// Colors chosen for WCAG AA contrast; Redoc's defaults fall short in places.
const LIGHT = {
  breakpoints,
  colors: {
    // `light` is used for some labels ("additional property") on white.
    primary: {main: '#1b5aa0', light: '#1b5aa0'},
    text: {primary: '#1c1e21', secondary: '#4b5259'},
    http: {get: '#1a7f37', post: '#1b5aa0', put: '#8a5300', patch: '#8a5300', delete: '#b3261e', head: '#6f42c1', options: '#4b5259'},
  },
  schema: {typeNameColor: '#4b5259', typeTitleColor: '#4b5259', requireLabelColor: '#b3261e', nestedBackground: '#fafafa'},
  rightPanel: {backgroundColor: '#20252d', textColor: '#ffffff'},
  codeBlock: {backgroundColor: '#11171a'},
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    headings: {fontFamily: 'inherit'},
    code: {color: '#b3261e', backgroundColor: '#f2f3f5'},
    links: {color: '#1b5aa0', visited: '#1b5aa0', hover: '#133f70'},
  },
};

const OPTIONS = {
  theme: LIGHT,
  scrollYOffset: '.navbar',
  disableSearch: true,
  hideHostname: false,
  expandResponses: '200',
  requiredPropsFirst: true,
  nativeScrollbars: true,
  hideFab: true,
};

/** Redoc's <Redoc> layout (redoc 2.5) without the side menu. */
function Reference({store}: {store: AppStore}): ReactNode {
  useEffect(() => {
    store.onDidMount();
    return () => store.dispose();
  }, [store]);
  return (
    <ThemeProvider theme={store.options.theme}>
      <StoreProvider value={store}>
        <OptionsProvider value={store.options}>
          <RedocWrap className="redoc-wrap">
            <ApiContentWrap className="api-content">
              <ApiInfo store={store} />
              {/* Redoc's own <Redoc> passes the menu items the same way (`as any` there). */}
              <ContentItems items={store.menu.items as ComponentProps<typeof ContentItems>['items']} />
            </ApiContentWrap>
            <BackgroundStub />
          </RedocWrap>
        </OptionsProvider>
      </StoreProvider>
    </ThemeProvider>
  );
}

/**
 * Accessible names and keyboard reach for two kinds of Redoc elements it
 * leaves without (WCAG 2.2 AA, checked by axe): the example pickers get a
 * label, and code samples, which scroll sideways, can take focus; and its
 * section labels get a heading level that follows the page outline. Redoc
 * renders them as operations expand, so new ones are fixed as they appear.
 */
/**
 * Redoc renders the whole reference in one go once the spec has loaded: on a
 * phone, a task of seconds. Passed as a deferred value, the store reaches
 * <Reference> in a background render that React splits into short slices,
 * while the loading indicator stays on screen and the page stays responsive.
 */
function DeferredReference({store}: {store: AppStore | null}): ReactNode {
  const deferred = useDeferredValue(store);
  return deferred ? <Reference store={deferred} /> : <Loading color={LIGHT.colors.primary.main} />;
}

function useRedocA11yFixes(root: React.RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const fix = () => {
      element.querySelectorAll('select:not([aria-label])').forEach((select) => select.setAttribute('aria-label', 'Example'));
      element.querySelectorAll<HTMLPreElement>('pre:not([tabindex])').forEach((pre) => (pre.tabIndex = 0));
      // Redoc's section labels are <h5> right under an operation's <h2>:
      // give them the level that keeps the outline without gaps.
      element.querySelectorAll('h5:not([aria-level])').forEach((h5) => h5.setAttribute('aria-level', '3'));
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(element, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [root]);
}

export default function RedocView({specUrl}: {specUrl: string}): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  useRedocA11yFixes(root);
  return (
    <div data-api-reference="ready" className={styles.panel} ref={root}>
      <ErrorBoundary>
        <StoreBuilder specUrl={specUrl} options={OPTIONS}>
          {({loading, store}) => <DeferredReference store={loading ? null : store} />}
        </StoreBuilder>
      </ErrorBoundary>
    </div>
  );
}

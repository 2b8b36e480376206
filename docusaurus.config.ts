import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {
  ANNOUNCEMENT,
  BASE_URL,
  DEFAULT_GTAG_TRACKING_ID,
  DOCS_VERSION_LABEL,
  NAV_SECTIONS,
  PRODUCT_NAME,
  RESOURCE_LINKS,
  SITE_TAGLINE,
  SITE_TITLE,
  SITE_URL,
  SOCIAL_LINKS,
  SOURCE_CODE_URL,
} from './src/constants';
import {darkCodeTheme, lightCodeTheme} from './src/prism-themes';

// Analytics id: one constant, overridable per deployment.
const gtagTrackingId = process.env.TIMBR_DOCS_GTAG_ID || DEFAULT_GTAG_TRACKING_ID;

const config = {
  title: SITE_TITLE,
  tagline: SITE_TAGLINE,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  organizationName: 'WPSemantix',
  projectName: 'timbr-docs',

  // Build settings (SPEC section 5).
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  future: {
    // v4 flags turn on Faster (Rspack, SWC, LightningCSS); keep the plain,
    // un-namespaced browser storage keys so stored choices survive rebuilds.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    // Faster, except SWC's HTML minifier: it writes `&<key>` for the text
    // `&<key>` in code blocks, which the browser then parses as a tag.
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: false,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  clientModules: [
    './src/client/canonical-html-urls.ts',
    './src/client/chunk-load-failure.ts',
    './src/client/color-mode-attribute.ts',
    './src/client/analytics-guard.ts',
    './src/client/search-input.ts',
  ],

  // Build gates of our own (each fails the build on what it names).
  plugins: ['./src/plugins/docs-contract-gate.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: {current: {label: DOCS_VERSION_LABEL}},
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        gtag: {trackingID: gtagTrackingId, anonymizeIP: true},
        // The search page and the error-boundary check page are not content.
        sitemap: {ignorePatterns: [`${BASE_URL}search`, `${BASE_URL}search/**`, `${BASE_URL}tests/**`]},
      } satisfies Preset.Options,
    ],
  ],

  themes: [
    '@docusaurus/theme-mermaid',
    [
      '@easyops-cn/docusaurus-search-local',
      {
        // Index file name carries a build-specific hash: search-index-<hash>.json.
        hashed: 'filename',
        indexBlog: false,
        indexPages: true,
        docsRouteBasePath: 'docs',
        language: ['en'],
        highlightSearchTermsOnTargetPage: true,
        searchBarShortcutHint: true,
        explicitSearchResultPath: true,
        ignoreFiles: [/^tests\//],
      },
    ],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: ANNOUNCEMENT.id,
      content: ANNOUNCEMENT.content,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: SITE_TITLE,
      hideOnScroll: true,
      logo: {alt: `${PRODUCT_NAME} logo`, src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32},
      items: [
        ...NAV_SECTIONS.map(({label, sidebarId}) => ({type: 'docSidebar' as const, sidebarId, label, position: 'left' as const})),
        {
          // A single version renders as a plain link; the extra items make it a
          // real dropdown whose choice is saved in local storage.
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [
            {type: 'html', value: '<hr class="dropdown__divider" />'},
            {to: '/docs/general/changelog', label: 'Changelog'},
            {to: '/docs/general/whats_new', label: "What's new"},
          ],
        },
        {href: SOURCE_CODE_URL, label: 'GitHub', position: 'right', 'aria-label': 'Source code on GitHub'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Quick links',
          items: [
            {label: 'Installation', to: '/docs/getting-started/installation'},
            {label: 'Ontology modeling', to: '/docs/getting-started/timbrmodeling'},
            {label: 'Azure deployment', to: '/docs/getting-started/deployments/azure-deploy'},
            {label: 'Changelog', to: '/docs/general/changelog'},
          ],
        },
        {title: 'Community', items: SOCIAL_LINKS.map(({label, href}) => ({label, href}))},
        {title: 'Resources', items: RESOURCE_LINKS.map(({label, href}) => ({label, href}))},
      ],
      copyright: `Copyright © ${new Date().getFullYear()} ${PRODUCT_NAME}. Built with Docusaurus.`,
    },
    prism: {
      // Every token meets WCAG AA contrast (the template's github and dracula
      // comments do not); see src/prism-themes.ts.
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'sql', 'java', 'http', 'powershell', 'ini', 'docker', 'properties', 'csharp'],
    },
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;

import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {
  ANNOUNCEMENT,
  BASE_URL,
  DEFAULT_GTAG_TRACKING_ID,
  DOCS_EDIT_URL,
  DOCS_VERSION_LABEL,
  NOT_CONTENT_ROUTES,
  PRODUCT_NAME,
  RESOURCE_LINKS,
  SITE_TAGLINE,
  SITE_TITLE,
  SITE_URL,
  SECTIONS,
  SOCIAL_LINKS,
  SOURCE_CODE_URL,
} from './src/site';
import {darkCodeTheme, lightCodeTheme} from './src/features/highlighter/themes';
import {PRISM_LANGUAGES} from './src/shared/prism/languages';
import remarkHighlight from './src/features/highlighter/remark';
import remarkDiagrams from './src/features/diagrams/remark';
import remarkRunnableSql from './src/features/runnable-sql/remark';
import remarkGlossary from './src/features/glossary/remark';
import remarkApiReference from './src/features/api-reference/remark';
import {showLastUpdate} from './src/shared/git-history';
import {DEFAULT_CARD} from './src/features/social-cards/paths';
import {ATOM_FEED, FEED_TITLE, RSS_FEED} from './src/features/feeds/paths';
import apiReference from './src/features/api-reference/plugin';
import catalogs from './src/features/catalogs/plugin';
import cspHashes from './src/features/csp-hashes/plugin';
import diagrams from './src/features/diagrams/plugin';
import docsContract from './src/features/docs-contract/plugin';
import feedback from './src/features/feedback/plugin';
import feeds from './src/features/feeds/plugin';
import glossary from './src/features/glossary/plugin';
import highlighter from './src/features/highlighter/plugin';
import leanClient from './src/features/lean-client/plugin';
import llms from './src/features/llms/plugin';
import runnableSql from './src/features/runnable-sql/plugin';
import search from './src/features/search/plugin';
import socialCards from './src/features/social-cards/plugin';

// Analytics id: one constant, overridable per deployment.
const gtagTrackingId = process.env.TIMBR_DOCS_GTAG_ID || DEFAULT_GTAG_TRACKING_ID;

// "Last updated" dates come from the Git history; without a full history the
// build would fail (no Git) or date every page to one commit (shallow clone).
const lastUpdate = showLastUpdate(__dirname);

// The config is evaluated more than once per command: warn once.
const warnedKey = Symbol.for('timbr-docs.last-update-warned');
if (!lastUpdate.complete && !(globalThis as Record<symbol, unknown>)[warnedKey]) {
  (globalThis as Record<symbol, unknown>)[warnedKey] = true;
  console.warn(`[WARNING] "Last updated" dates are off: ${lastUpdate.reason}.`);
}

// Markdown of docs and pages: queries marked runnable get their results from
// the sample knowledge graph and `::model-sql` shows the model's statements,
// code blocks are highlighted into HTML at build time, and diagrams
// come drawn ahead of time (see the files).
const REMARK_PLUGINS = [remarkRunnableSql, remarkHighlight, remarkDiagrams];
// Glossary terms (`:term[...]`) and the glossary page's list, and the API
// reference built from an OpenAPI file (`::openapi-reference`); before
// Docusaurus' own plugins, so their headings get anchors and a table of
// contents, and their links are checked.
const BEFORE_DEFAULT_REMARK_PLUGINS = [remarkGlossary, remarkApiReference];

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
      // The bundler's cache on disk speeds up a build that repeats on one machine (warm: 21 s instead of 32 s
      // here). A CI build starts from a clean clone and throws it away: writing it only costs time and memory
      // (0.67 GB more at the peak of a build with ten times the pages).
      rspackPersistentCache: !process.env.CI,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  // Every page advertises the release feeds (src/features/feeds).
  headTags: [
    {
      tagName: 'link',
      attributes: {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: `${FEED_TITLE} (Atom)`,
        href: `${BASE_URL}${ATOM_FEED}`,
      },
    },
    {
      tagName: 'link',
      attributes: {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: `${FEED_TITLE} (RSS)`,
        href: `${BASE_URL}${RSS_FEED}`,
      },
    },
  ],

  clientModules: [
    './src/client/canonical-html-urls.ts',
    './src/client/chunk-load-failure.ts',
    './src/client/color-mode-attribute.ts',
    './src/client/analytics-guard.ts',
  ],

  // The site's features, each a plugin of its own folder under src/features/
  // (see ARCHITECTURE.md), given as functions (with their options): the client
  // bundle carries the config, where a function is written as `null`, and a
  // path or an option as a string.
  plugins: [
    // Build gates of our own (each fails the build on what it names).
    docsContract,
    // Mermaid's live renderer, before the diagrams feature, whose Mermaid component wraps it.
    '@docusaurus/theme-mermaid',
    diagrams,
    // Code blocks on Prism's bare core; each page brings its grammars (see the plugin).
    highlighter,
    // Leaner client bundles: trimmed docs version data (see the plugin).
    leanClient,
    // The inline-script hashes of the production Content-Security-Policy (deploy/nginx).
    cspHashes,
    // Queries run on the sample knowledge graph at build time and in the browser; its data and model at stable URLs.
    runnableSql,
    // Glossary terms and the glossary page.
    glossary,
    // Pages that show an API reference re-render when its OpenAPI file changes (see the feature).
    apiReference,
    // llms.txt, llms-full.txt and a Markdown copy of every page (see the plugin).
    llms,
    // Search: the index of the built pages, and our engine, box and page.
    (context) =>
      search(context, {
        // The hidden source of each diagram (src/features/diagrams), the hidden
        // note for AI agents (src/shared/AgentDirective) and the computed result
        // of a runnable query are not text to search.
        ignoredProperties: ['dataMermaidSource', 'dataAgentDirective'],
        ignoredClasses: ['runnable-result'],
      }),
    // The social card (link preview image) of every page, checked against its og:image.
    socialCards,
    // Atom and RSS feeds of the changelog's releases and the what's-new highlights.
    feeds,
    // "Was this page helpful?" and "Report a problem with this example".
    feedback,
    // The data-source, integration and REST endpoint catalogs the pages render.
    catalogs,
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          // "Edit this page": the page's source file in the repository.
          editUrl: DOCS_EDIT_URL,
          showLastUpdateTime: lastUpdate.complete,
          lastVersion: 'current',
          versions: {current: {label: DOCS_VERSION_LABEL}},
          beforeDefaultRemarkPlugins: BEFORE_DEFAULT_REMARK_PLUGINS,
          remarkPlugins: REMARK_PLUGINS,
        },
        blog: false,
        pages: {beforeDefaultRemarkPlugins: BEFORE_DEFAULT_REMARK_PLUGINS, remarkPlugins: REMARK_PLUGINS},
        theme: {customCss: './src/css/custom.css'},
        gtag: {trackingID: gtagTrackingId, anonymizeIP: true},
        sitemap: {ignorePatterns: NOT_CONTENT_ROUTES},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    // Link previews: the default card, for pages without their own
    // (src/features/social-cards); pages are websites unless they say otherwise.
    image: DEFAULT_CARD,
    metadata: [{property: 'og:type', content: 'website'}],
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
        ...SECTIONS.map(({label, sidebarId}) => ({
          type: 'docSidebar' as const,
          sidebarId,
          label,
          position: 'left' as const,
        })),
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
      // comments do not); see src/features/highlighter/themes.ts. The token colors of both
      // themes are a style sheet (src/features/highlighter); pages read only
      // `plain` here (the code block's two color variables), so the token
      // styles stay out of every page's bundle.
      theme: {plain: lightCodeTheme.plain, styles: []},
      darkTheme: {plain: darkCodeTheme.plain, styles: []},
      // Every language the pages highlight, and only those (see the file).
      additionalLanguages: PRISM_LANGUAGES,
    },
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;

import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {BASE_URL, PRODUCT_NAME, SECTIONS, SITE_TITLE, type Section} from '@site/src/site';
import SocialCardMeta from '@site/src/features/social-cards/browser/SocialCardMeta';
import AgentDirective from '@site/src/shared/AgentDirective';
import {markdownPathFor} from '@site/src/shared/llms-paths';
import styles from './index.module.css';

interface Card {
  title: string;
  to: string;
  text: string;
  links: {label: string; to: string}[];
}

// What the home page says of each navbar section; their addresses come from src/site.ts.
const SECTION_CARDS: Record<Section['id'], Omit<Card, 'to'>> = {
  'getting-started': {
    title: 'Getting started',
    text: `Learn what ${PRODUCT_NAME} is, install it, model a first ontology and run your first semantic query.`,
    links: [
      {label: 'Installation', to: '/docs/getting-started/installation'},
      {label: 'Ontology modeling', to: '/docs/getting-started/timbrmodeling'},
      {label: 'Querying the knowledge graph', to: '/docs/getting-started/query-kg'},
    ],
  },
  platform: {
    title: 'Platform',
    text: 'Use the web application to manage knowledge graphs and data sources, model, query and visualize.',
    links: [
      {label: 'Ontology Explorer', to: '/docs/platform/modeling/ontology-explorer'},
      {label: 'SQL Editor', to: '/docs/platform/query/sqllab'},
      {label: 'Graph Explorer', to: '/docs/platform/visualizing/data-exploration'},
    ],
  },
  sql: {
    title: 'SQL reference',
    text: 'Define concepts, relationships, mappings, measures and views, and query them with relationships instead of JOINs.',
    links: [
      {label: 'Concepts', to: '/docs/sql/sql-ddl'},
      {label: 'Mappings', to: '/docs/sql/mappings'},
      {label: 'Measures', to: '/docs/sql/measures'},
    ],
  },
  api: {
    title: 'API',
    text: 'Query the knowledge graph over REST with an API key or a JWT, and explore every endpoint interactively.',
    links: [
      {label: 'Requests and responses', to: '/docs/api/usage'},
      {label: 'Azure JWT', to: '/docs/api/azure_jwt'},
      {label: 'API reference', to: '/docs/api/timbr-swagger'},
    ],
  },
  integration: {
    title: 'Integrations',
    text: 'Connect data sources, BI tools, SQL clients, Python and AI frameworks such as LangChain and LangGraph.',
    links: [
      {label: 'Data sources', to: '/docs/integration/datasources/postgres/overview'},
      {label: 'Power BI', to: '/docs/integration/bi_tools/power-bi'},
      {label: 'LangChain SDK', to: '/docs/integration/langchain-sdk'},
    ],
  },
};

// The cards of the home page: one per navbar section, in the navbar's order, then tutorials.
const CARDS: Card[] = [
  ...SECTIONS.map((section) => ({...SECTION_CARDS[section.id], to: section.to})),
  {
    title: 'Tutorials',
    to: '/docs/getting-started/tutorials/supply-chain-use-case',
    text: 'Build complete knowledge graphs step by step: a supply chain, a telecom network, an embedded explorer.',
    links: [
      {label: 'Supply chain', to: '/docs/getting-started/tutorials/supply-chain-use-case'},
      {label: 'Telecommunications', to: '/docs/getting-started/tutorials/telecommunications-use-case'},
      {label: 'Embedding the Graph Explorer', to: '/docs/getting-started/tutorials/embedded-graph-explorer-iframe'},
    ],
  },
];

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero hero--primary', styles.hero)}>
      <div className="container">
        <AgentDirective markdownPath={markdownPathFor(BASE_URL)} />
        <Heading as="h1" className="hero__title">
          {siteConfig.title}
        </Heading>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <div className={styles.buttons}>
          <Link className="button button--secondary button--lg" to="/docs/getting-started/intro-timbr">
            Get started
          </Link>
          <Link className="button button--outline button--lg" to="/docs/">
            Browse all docs
          </Link>
        </div>
      </div>
    </header>
  );
}

function SectionCard({title, to, text, links}: Card): ReactNode {
  return (
    <article className={clsx('card', styles.card)}>
      <div className="card__header">
        <Heading as="h2" className={styles.cardTitle}>
          <Link to={to}>{title}</Link>
        </Heading>
      </div>
      <div className="card__body">
        <p>{text}</p>
        <ul className={styles.cardLinks}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="Home"
      description={`Documentation of ${PRODUCT_NAME}, the semantic SQL knowledge-graph platform: install, model, query and integrate.`}
    >
      <SocialCardMeta path={BASE_URL} title={`${PRODUCT_NAME} ${SITE_TITLE}`} type="website" />
      <Hero />
      <main className={clsx('container', styles.sections)}>
        {CARDS.map((card) => (
          <SectionCard key={card.title} {...card} />
        ))}
      </main>
    </Layout>
  );
}

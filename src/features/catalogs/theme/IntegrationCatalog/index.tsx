/**
 * Browsable catalogue of every integration (src/features/catalogs/data/integrations.ts), with
 * filter buttons by kind. The full list renders during server-side rendering;
 * in the browser the buttons narrow it. No dependencies beyond React and
 * Docusaurus.
 */
import {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {INTEGRATIONS, INTEGRATION_KINDS, type Integration, type IntegrationKind} from '../../data/integrations';
import styles from './styles.module.css';

type Filter = IntegrationKind | 'all';

const KIND_LABEL: Record<IntegrationKind, string> = Object.fromEntries(
  INTEGRATION_KINDS.map((k) => [k.id, k.label]),
) as Record<IntegrationKind, string>;

const DIRECTION_LABEL: Record<Integration['direction'], string> = {
  source: 'Data into Timbr',
  consumer: 'Consume Timbr',
  platform: 'Platform',
};

function countOf(kind: Filter): number {
  return kind === 'all' ? INTEGRATIONS.length : INTEGRATIONS.filter((i) => i.kind === kind).length;
}

export default function IntegrationCatalog(): ReactNode {
  const [filter, setFilter] = useState<Filter>('all');
  const listId = useId();
  const shown = filter === 'all' ? INTEGRATIONS : INTEGRATIONS.filter((i) => i.kind === filter);
  const filters: {id: Filter; label: string}[] = [{id: 'all', label: 'All'}, ...INTEGRATION_KINDS];

  return (
    <section className={styles.catalog} aria-label="Integration catalogue">
      <div className={styles.filters} role="group" aria-label="Filter integrations by kind">
        {filters.map((f) => (
          <button
            key={f.id}
            type="button"
            className={`button button--sm ${filter === f.id ? 'button--primary' : 'button--outline button--secondary'}`}
            aria-pressed={filter === f.id}
            aria-controls={listId}
            onClick={() => setFilter(f.id)}
          >
            {f.label} <span className={styles.badge}>{countOf(f.id)}</span>
          </button>
        ))}
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        Showing {shown.length} of {INTEGRATIONS.length} integrations
        {filter === 'all' ? '' : ` (${KIND_LABEL[filter]})`}.
      </p>
      <ul id={listId} className={styles.grid}>
        {shown.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link to={item.to} className={styles.card}>
              <span className={styles.kind}>
                {KIND_LABEL[item.kind]} · {DIRECTION_LABEL[item.direction]}
              </span>
              <span className={styles.title}>{item.title}</span>
              <span className={styles.description}>{item.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

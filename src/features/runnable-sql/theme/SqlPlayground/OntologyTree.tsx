/**
 * The ontology of the sample knowledge graph as a tree of disclosure
 * widgets: each concept with its properties, relationships (and their
 * targets), measures and sub-concepts, then the views. Each leaf is a button
 * that inserts its name into the editor, written as a query needs it.
 */
import React, {type ReactNode} from 'react';
import type {Outline, OutlineConcept} from '@timbr-docs/sql';
import styles from './styles.module.css';

export type Insert = (text: string) => void;

const q = (name: string) => `\`${name}\``;

function Item({text, label, kind, insert}: {text: string; label: ReactNode; kind: string; insert: Insert}): ReactNode {
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        onClick={() => insert(text)}
        aria-label={`Insert ${kind} ${text}`}
        data-llms-text=""
      >
        {label}
      </button>
    </li>
  );
}

function Concept({concept, insert}: {concept: OutlineConcept; insert: Insert}): ReactNode {
  return (
    <li>
      <details>
        <summary>
          <span className={styles.concept}>{concept.name}</span>
          {concept.rule && <span className={styles.kind}> sub-concept by rule</span>}
        </summary>
        <ul className={styles.group}>
          <Item
            text={`${q('dtimbr')}.${q(concept.name)}`}
            kind="concept"
            label={
              <>
                FROM <code>dtimbr.{concept.name}</code>
              </>
            }
            insert={insert}
          />
          {concept.properties.map((p) => (
            <Item
              key={p.name}
              text={q(p.name)}
              kind="property"
              label={
                <>
                  <code>{p.name}</code> <span className={styles.kind}>{p.type}</span>
                </>
              }
              insert={insert}
            />
          ))}
          {concept.inherited.length > 0 && (
            <li className={styles.note}>
              Inherits{' '}
              {concept.inherited.map((p, i) => (
                <React.Fragment key={p}>
                  {i > 0 && ', '}
                  <code>{p}</code>
                </React.Fragment>
              ))}
            </li>
          )}
          {concept.relationships.map((r) => (
            <Item
              key={r.name}
              text={q(r.column)}
              kind="relationship path"
              label={
                <>
                  <code>{r.name}</code> <span className={styles.kind}>→ {r.target}</span>
                </>
              }
              insert={insert}
            />
          ))}
          {concept.measures.map((m) => (
            <Item
              key={m}
              text={q(`measure.${m}`)}
              kind="measure"
              label={
                <>
                  <code>measure.{m}</code> <span className={styles.kind}>measure</span>
                </>
              }
              insert={insert}
            />
          ))}
          {concept.children.map((c) => (
            <Concept key={c.name} concept={c} insert={insert} />
          ))}
        </ul>
      </details>
    </li>
  );
}

export default function OntologyTree({outline, insert}: {outline: Outline; insert: Insert}): ReactNode {
  return (
    <nav className={styles.tree} aria-label="Ontology of the sample knowledge graph">
      <p className={styles.treeTitle}>Concepts</p>
      <ul className={styles.group}>
        {outline.concepts.map((c) => (
          <Concept key={c.name} concept={c} insert={insert} />
        ))}
      </ul>
      <p className={styles.treeTitle}>Views</p>
      <ul className={styles.group}>
        {outline.views.map((v) => (
          <Item key={v} text={`${q('vtimbr')}.${q(v)}`} kind="view" label={<code>{v}</code>} insert={insert} />
        ))}
      </ul>
    </nav>
  );
}

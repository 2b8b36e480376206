/** What the pieces of the data source pages share: their props, and how they write ports and "not documented". */
import type {ReactNode} from 'react';
import type {DataSource} from '../../data/datasources/types';
import InlineCode from '../../../../shared/InlineCode';

export const ASK_ADMIN = 'Not documented. Ask your Timbr administrator.';

/**
 * The authentication method to fall back to when others are not confirmed inside Timbr: the first confirmed one
 * that authenticates (not "None"), or null when there is none.
 */
export function fallbackAuthMethod(ds: DataSource): DataSource['authMethods'][number] | null {
  return ds.authMethods.find((m) => m.confirmedInTimbr !== false && !/^none\b/i.test(m.name)) ?? null;
}

export interface SourceProps {
  /** The page's catalog entry. */
  source: DataSource;
}

export function portText(ds: DataSource): ReactNode {
  if (ds.defaultPort === null) {
    return ds.portNote ? <InlineCode text={ds.portNote} /> : <>No single default. {ASK_ADMIN}</>;
  }
  return (
    <>
      <code>{ds.defaultPort}</code>
      {ds.portNote ? (
        <>
          {' '}
          (<InlineCode text={ds.portNote} />)
        </>
      ) : null}
    </>
  );
}

/** Ports as inline code, each its own value: "`3306` or `5432`". */
export function portChoice(ports: number[]): ReactNode {
  return ports.map((port, i) => (
    <span key={port}>
      {i > 0 ? (i === ports.length - 1 ? ' or ' : ', ') : null}
      <code>{port}</code>
    </span>
  ));
}

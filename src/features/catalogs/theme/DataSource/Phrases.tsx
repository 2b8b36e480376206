/** The pieces the partials put inside their sentences: the source's short name, the Timbr type to pick, the default port and the network path. */
import type {ReactNode} from 'react';
import {portChoice, type SourceProps} from './shared';

/** Short product name, for use inside sentences of the partial. */
export function DsName({source}: SourceProps): ReactNode {
  return source.shortName;
}

/** The Timbr datasource type(s) to pick, in bold, or an honest "none documented". */
export function TimbrTypeChoice({source: ds}: SourceProps): ReactNode {
  if (ds.timbrTypes.length === 0) {
    return (
      <>
        the type of the SQL bridge in front of {ds.shortName} ({ds.shortName} itself has none)
      </>
    );
  }
  return (
    <>
      {ds.timbrTypes.map((t, i) => (
        <span key={t}>
          {i > 0 ? (i === ds.timbrTypes.length - 1 ? ' or ' : ', ') : null}
          <strong>{t}</strong>
        </span>
      ))}
    </>
  );
}

/** Default port as inline code, or "the port of your setup" when there is none. */
export function DefaultPort({source: ds}: SourceProps): ReactNode {
  if (ds.defaultPort !== null) {
    return <code>{ds.defaultPort}</code>;
  }
  if (ds.otherPorts.length > 0) {
    return <>{portChoice(ds.otherPorts.map((p) => p.port))}, whichever your setup uses (see the connection facts)</>;
  }
  return <>the port your administrator gives you</>;
}

/**
 * Where the Timbr server must connect, as a sentence: the source's host and
 * port, or, for a source reached only through a SQL bridge, the bridge.
 */
export function NetworkPath({source: ds}: SourceProps): ReactNode {
  if (ds.access.includes('unverified')) {
    return (
      <>
        The Timbr server must reach the SQL bridge in front of {ds.shortName}, on the port the bridge listens on; the
        bridge, not Timbr, connects to {ds.shortName}.
      </>
    );
  }
  return (
    <>
      The Timbr server must reach the {ds.shortName} host on port <DefaultPort source={ds} />.
    </>
  );
}

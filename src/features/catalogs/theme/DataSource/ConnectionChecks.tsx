/** The troubleshooting table every data source page opens its troubleshooting section with (_datasource-checks.mdx). */
import type {ReactNode} from 'react';
import ScrollableTable from '../../../../shared/ScrollableTable';
import {fallbackAuthMethod, portChoice, type SourceProps} from './shared';

/**
 * Symptom-and-fix table for the connection problems every source shares. An answer points to the part of the page
 * that holds a catalog note (the encryption line, the option syntax) instead of rendering the note a second time.
 */
export function ConnectionChecks({source: ds}: SourceProps): ReactNode {
  const bridged = ds.access.includes('unverified');
  const fallback = fallbackAuthMethod(ds);
  const ports =
    ds.defaultPort !== null ? [ds.defaultPort] : ds.otherPorts.length > 0 ? ds.otherPorts.map((p) => p.port) : null;
  const target = bridged ? `the SQL bridge in front of ${ds.shortName}` : `the ${ds.shortName} host`;
  const portPhrase: ReactNode =
    ports === null ? (
      bridged ? (
        "the bridge's port"
      ) : (
        'the source port'
      )
    ) : ports.length === 1 ? (
      <>
        port <code>{ports[0]}</code>
      </>
    ) : (
      <>the port your setup uses ({portChoice(ports)})</>
    );
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Symptom</th>
          <th scope="col">Likely cause and fix</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>The test times out or reports that the connection was refused.</td>
          <td>
            A firewall, security group or network policy blocks the Timbr server. Open {portPhrase} from the Timbr
            server to {target}, and check the host name and port in the form.
          </td>
        </tr>
        <tr>
          <td>TLS or certificate errors (handshake failure, unknown certificate, host name mismatch).</td>
          <td>
            {ds.tls ? (
              <>
                Set the options that <strong>Encryption in transit</strong> gives, under{' '}
                <strong>Connection parameters</strong> above.
              </>
            ) : (
              'Ask your administrator how the source is secured, then set the matching driver options.'
            )}{' '}
            Use the host name that appears in the server certificate.
          </td>
        </tr>
        <tr>
          <td>Authentication fails.</td>
          <td>
            Check the user, the password and the authentication method.
            {ds.authMethods.some((m) => m.confirmedInTimbr === false) && fallback ? (
              <>
                {' '}
                Methods marked as not confirmed inside Timbr may not work; fall back to{' '}
                {fallback.name.replace(/`/g, '')}.
              </>
            ) : null}
          </td>
        </tr>
        <tr>
          <td>The connection works, but schemas or tables are missing, or queries fail with a permission error.</td>
          <td>The user lacks grants. Grant read access on the schemas and tables you map, then test again.</td>
        </tr>
        <tr>
          <td>An option seems to be ignored.</td>
          <td>
            Check its spelling and case, and that it is in <strong>Additional parameters</strong>, written as{' '}
            <strong>Connection URL</strong> above says.
          </td>
        </tr>
      </tbody>
    </ScrollableTable>
  );
}

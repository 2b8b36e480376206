/**
 * Content claims (see content-claims.spec.ts) about deployments and the REST API: ports, host names, sizes, and what
 * the raw-SQL endpoint takes and answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect} from '@playwright/test';
import {proseWith, ruleTests, type Block, type Rule} from '../support/content-claims';

/** The variables of the JWT settings table, written once in docs/api/_jwt-settings.mdx. */
const JWT_SETTINGS = [
  ...fs
    .readFileSync(path.resolve(__dirname, '../../docs/api/_jwt-settings.mdx'), 'utf8')
    .matchAll(/^\| `([A-Z_]+)` \|/gm),
].map((m) => m[1]);

const RULES: Rule[] = [
  {
    name: 'the rows of the raw-SQL endpoint (/timbr/openapi/ontology/{ontology}/query) said to come under `data`',
    instead:
      'That endpoint answers with a JSON list, one object per row (references api/swagger item 11, api/python-api-connector); the `{"data": ...}` envelope is documented for the /timbr/api endpoints only.',
    check: (blocks) =>
      blocks.filter((b, i) => {
        const endpoint = /\/timbr\/openapi\/ontology\/|\brun_query\(/;
        const about = endpoint.test(b.text) || (i > 0 && endpoint.test(blocks[i - 1].text));
        return (
          about &&
          /under `data`|\[\s*["']data["']\s*\]|\bboth shapes\b|`data` (?:field|key)|\bin the envelope\b/i.test(
            b.text,
          ) &&
          !/\bwithout the envelope\b/i.test(b.text)
        );
      }),
  },
  {
    name: "the ingress host name said to be set in the chart's values file, under a key",
    instead:
      "The references give no host-name setting of the Helm chart (getting-started/deployments/azure-deploy, deploy-on-kubernetes); the Azure guide points a DNS name at the ingress's address: say that, and that the chart's other settings are in its values.yaml.",
    check: (blocks) =>
      proseWith(
        blocks,
        (sentence) =>
          /\bhost ?name\b/i.test(sentence) &&
          /\bvalues(?:\.yaml`?| file)/i.test(sentence) &&
          /\b(?:key|holds|add it|set it)\b/i.test(sentence),
        {at: /(?<=\.)\s+/},
      ),
  },
  {
    name: 'port 9000 of the API service said never to be called directly',
    instead:
      'Clients use the public address; the Docker Compose sample also publishes 9000 on the host, while on Kubernetes the service is a ClusterIP (references api/api-service, api/index, getting-started/deployments/deployment-architecture).',
    check: (blocks) =>
      proseWith(
        blocks,
        (sentence) =>
          /\b9000\b/.test(sentence) &&
          /\b(?:do not|don't|never|cannot|can't)\b[^.]*\bdirectly\b/i.test(sentence) &&
          !/\b(?:Compose|publish)/i.test(sentence),
        {at: /(?<=\.)\s+/},
      ),
  },
  {
    name: 'the installation sizes typed in again instead of rendered from the sizing partial',
    instead:
      'The sizes (reference getting-started/installation) live once in docs/getting-started/deployments/_sizing.mdx: render it with <Sizing />.',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence && /\b(?:4|four|8|eight)\s+(?:CPU\s+)?cores\b/i.test(b.text) && /\b(?:16|32)\s*GB\b/i.test(b.text),
      ),
  },
  {
    name: 'SQL sent to the raw-SQL endpoint with curl --data, which strips the line breaks of a file',
    instead:
      'Send the SQL body with --data-binary, as every other page does for /timbr/openapi/ontology/{ontology}/query.',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          b.fence !== undefined &&
          /\bcurl\b/.test(b.text) &&
          /\/timbr\/openapi\/ontology\/[^\s'"]*\/query/.test(b.text) &&
          /(?:^|\s)(?:-d|--data|--data-raw|--data-ascii)(?=[\s=])/m.test(b.text),
      ),
  },
  {
    name: "another product's status, exit code or error text quoted as what a reader will see (no reference gives one)",
    instead:
      'Describe the symptom in words true whatever the platform prints (a container stopped for going over its memory limit, a server log that reports running out of memory, pods left pending); the references quote none of these messages.',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence &&
          /\bOOMKilled\b|\bexit code 137\b|java\.lang\.OutOfMemoryError|\bInsufficient memory\b|\bCrashLoopBackOff\b|\bLogin Succeeded\b|state `(?:Up|running)`|`(?:Up|running)` \(or `(?:Up|running)`\)/.test(
            b.text,
          ),
      ),
  },
  {
    name: 'a MySQL, mysqldump or kubectl printout quoted as what a reader will see (a prompt, an answer line, a column, a message)',
    instead:
      'No reference quotes what MySQL, mysqldump or kubectl print: say in words what the reader checks (the statement ends without an error, the rollout finishes, the snapshot is ready to use).',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          (!b.fence &&
            /`mysql>`|\bQuery OK\b|\bDump completed on\b|\bAccess denied for user\b|\bsuccessfully rolled out\b|\bsecret\/[\w-]+ created\b|\bREADYTOUSE\b|`EXTERNAL-IP`/.test(
              b.text,
            )) ||
          (b.fence !== undefined && /\btitle="[^"]*mysql>/.test(b.fence)),
      ),
  },
  {
    name: 'a pod or volume claim named by the ordinal Kubernetes gives a stateful set (timbr-mysql-0, mysqldata-timbr-mysql-0)',
    instead:
      "The references name the stateful set timbr-mysql and its claim template mysqldata, not its pod or its claim (getting-started/deployments/deploy-on-kubernetes): reach the pod as statefulset/timbr-mysql, and read the claim's name from kubectl get pvc.",
    // timbr-mysql-8 is the image of MySQL 8, not a pod.
    check: (blocks) => blocks.filter((b) => /\btimbr-mysql-(?!8\b)\d+\b/.test(b.text)),
  },
  {
    name: 'a replica count set on the timbr-server or timbr-platform Deployment of a manifest',
    instead:
      'The vendor manifests set none (reference getting-started/deployments/deploy-on-kubernetes: only the MySQL stateful set and the API service are published with one replica), as the sizing page says.',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          /^yaml\b/.test(b.fence ?? '') &&
          b.text
            .split(/^---\s*$/m)
            .some(
              (doc) =>
                /^kind:\s*Deployment\s*$/m.test(doc) &&
                /^ {2}name:\s*timbr-(?:server|platform)\s*$/m.test(doc) &&
                /^\s+replicas:/m.test(doc),
            ),
      ),
  },
  {
    name: 'a browser said to show a lock or padlock for a valid certificate',
    instead:
      "No reference describes the browser's address bar, and browsers draw it differently: say that the browser shows no certificate warning.",
    check: (blocks) =>
      blocks.filter((b) => !b.fence && /\b(?:pad)?lock\b/i.test(b.text) && /\b(?:address bar|browser)\b/i.test(b.text)),
  },
  {
    name: 'an HTTP status or an HTML page quoted as what a proxy answers when it cannot reach or does not route the API',
    instead:
      "The references give the routes of the proxy and the ingress (api/api-service, getting-started/deployments/deployment-architecture) but not what nginx, an ingress or the platform answers when a route is missing or the service is down: describe the symptom in words (an answer that is not the API's JSON, an error of the proxy itself).",
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence && (/`50[234]`/.test(b.text) || /`404`[^|.]{0,40}\bHTML\b|\bHTML\b[^|.]{0,40}`404`/i.test(b.text)),
      ),
  },
  {
    name: "a tenant's JWT key (JWT_<TENANT_ID>_KEY) said to be required",
    instead:
      'The references name JWT_<TENANT_ID>_KEY as the public key or secret of a tenant, and say neither that it is required nor what applies without it (api/custom_jwt, api/azure_jwt).',
    check: (blocks) =>
      proseWith(
        blocks,
        (part) =>
          /JWT_<TENANT_ID>_KEY/.test(part) &&
          (/^\|\s*`JWT_<TENANT_ID>_KEY`\s*\|\s*(?:yes|required|for each tenant)/i.test(part) ||
            /\b(?:each|every) tenant (?:needs|must have|requires)\b/i.test(part)),
        {at: /(?<=\.)\s+/},
      ),
  },
  {
    name: "the server's documented environment defaults (timeouts, threads, fetch sizes) called values of the samples",
    instead:
      'QUERY_TIMEOUT 600, OPERATION_TIMEOUT 180, ONTOLOGY_DDL_TIMEOUT 600, TIMBR_RESULTSET_FETCH_TIMEOUT 300, the worker threads and fetch sizes are documented defaults of the timbr-server environment (references getting-started/deployments/deployment-architecture, grafana); only the proxy and ingress timeouts and the Compose memory settings are sample values: say which is which.',
    check: (blocks) => {
      const serverDefault =
        /`(?:QUERY_TIMEOUT|OPERATION_TIMEOUT|ONTOLOGY_DDL_TIMEOUT|TIMBR_RESULTSET_FETCH_TIMEOUT|TIMBR_(?:CONNECTION|OPERATION)_WORKER_THREADS|TIMBR_RESULTSET_(?:DEFAULT|MIN|MAX)_FETCH_SIZE)`/;
      const samples =
        /\bdefaults? in the samples?\b|\bdefaults?\b[^.|]*\b(?:are|is) (?:those|the values?) of\b[^.|]*\bsample/i;
      const found: Block[] = [];
      blocks.forEach((b, i) => {
        // The header row of a table: a row whose next block is the separator row.
        if (!b.text.startsWith('|') || !/^\|[\s|:-]+\|$/.test(blocks[i + 1]?.text ?? '')) return;
        const rows: Block[] = [];
        for (let j = i + 2; j < blocks.length && blocks[j].text.startsWith('|') && !blocks[j].fence; j++)
          rows.push(blocks[j]);
        const before = i > 0 && !blocks[i - 1].fence && !blocks[i - 1].text.startsWith('|') ? blocks[i - 1].text : '';
        if (rows.some((r) => serverDefault.test(r.text)) && (samples.test(b.text) || samples.test(before)))
          found.push(b);
      });
      return found;
    },
  },
  {
    name: 'ONTOLOGY_DDL_TIMEOUT said to be the limit of model (DDL) statements, as a known fact',
    instead:
      'The references give its name and default (600) only (getting-started/deployments/deployment-architecture, platform/query/sqllab): say that what it covers is not documented, and that its name points to model statements.',
    check: (blocks) =>
      proseWith(
        blocks,
        (part) =>
          /ONTOLOGY_DDL_TIMEOUT/.test(part) &&
          /\b(?:timeout|limit|maximum time) (?:of|for) (?:a |the )?(?:model|DDL)\b|\bgives a model statement\b/i.test(
            part,
          ) &&
          !/not documented|\bits name\b|\bby (?:its )?name\b/i.test(part),
        {at: /(?<=\.)\s+|\n/},
      ),
  },
  {
    name: 'a custom JWT configuration that sets tenant keys but no JWT_DEFAULT_KEY',
    instead:
      'JWT_DEFAULT_KEY is required for custom JWT, the JWT_DEFAULT_* settings serve every request, and tenant variables take precedence for the requests that send x-jwt-tenant-id (reference api/custom_jwt): a multi-tenant example sets JWT_DEFAULT_KEY too.',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          b.fence !== undefined &&
          /\bJWT_(?!DEFAULT_)[A-Z0-9]+_KEY\b/.test(b.text) &&
          !/\bJWT_DEFAULT_KEY\b/.test(b.text) &&
          !/\bJWT_TYPE\b\W*azure\b/.test(b.text),
      ),
  },
  {
    name: 'kubectl commands on a page that never says which namespace they run in',
    instead:
      "The Kubernetes guide's manifests deploy to `default`, the Helm chart and the Azure guide to `timbr` (references getting-started/deployments/deploy-on-kubernetes, azure-deploy): name the namespace in each command (-n, --namespace), or say in the text which one the commands run in and how to change it.",
    check: (blocks) => {
      const said = blocks.some(
        (b) => !b.fence && /\bnamespace\b/i.test(b.text) && /`default`|`-n\b|`--namespace\b/.test(b.text),
      );
      if (said) return [];
      const unnamed = (line: string) =>
        /^\s*kubectl\s/.test(line) &&
        !/^\s*kubectl\s+(?:create namespace|config|version)\b/.test(line) &&
        !/\s(?:-n|--namespace|-A|--all-namespaces)(?:[\s=]|$)/.test(line);
      return blocks.filter(
        (b) => /^(?:bash|shell|sh)\b/.test(b.fence ?? '') && b.text.replace(/\\\n/g, ' ').split('\n').some(unnamed),
      );
    },
  },
  {
    name: "the Google OAuth client's application type named (a web application, a desktop app)",
    instead:
      'The references give the settings the platform takes from the client (OAUTH_CLIENT_ID, OAUTH_SECRET; getting-started/deployments/deploy-optional-services) but not the type of client to create: say to create an OAuth client and note its ID and secret.',
    check: (blocks) =>
      proseWith(
        blocks,
        (part) =>
          /\bOAuth client\b/i.test(part) &&
          /\b(?:web|desktop|native|single[- ]page|installed|TV) (?:application|app)s?\b/i.test(part) &&
          !/\bnot (?:documented|given|say)\b/i.test(part),
        {at: /(?<=\.)\s+/},
      ),
  },
  {
    name: 'the API service said to need a restart after its JWT or token settings change',
    instead:
      'No reference says that timbr-api must be restarted (references api/azure_jwt, api/custom_jwt, api/api-service): say to apply the changed Compose file, manifest or values file the way the service was deployed.',
    check: (blocks) =>
      proseWith(blocks, (part) => /\brestart(?:s|ed|ing)?\b/i.test(part), {
        about: /\b(?:ENABLE_TOKEN|JWT_\w+|timbr-api|API service)\b/,
      }),
  },
  {
    name: 'the answer of the concept and view endpoints (/timbr/api/q/...) laid out as one object per row',
    instead:
      'The references give those endpoints a method, a path and optional filters, and no answer layout (references api/usage, api/swagger): say to print one answer before writing code against it.',
    check: (blocks) =>
      blocks.filter((b, i) => {
        const endpoint = /\/timbr\/api\/q\/|\bconcept (?:or|and) (?:a )?view (?:endpoints?|calls?)\b/i;
        const about = endpoint.test(b.text) || (i > 0 && endpoint.test(blocks[i - 1].text));
        return about && /\bone object per row\b|\["data"\]\[:|\.data\.(?:length|slice)\b/i.test(b.text);
      }),
  },
  {
    name: 'an Azure portal field label (Application (client) ID, Directory (tenant) ID) named as if documented',
    instead:
      'The references name what single sign-on and group sync need, the application ID, the tenant ID and a secret (getting-started/deployments/deploy-optional-services, azure-deploy), not the labels of the Azure portal: say application ID and tenant ID.',
    check: (blocks) =>
      proseWith(blocks, (part) => /\b(?:application|directory) \((?:client|tenant)\) ID\b/i.test(part)),
  },
  {
    name: "a tab of the browser's developer tools named (Network, Console)",
    instead:
      "No reference describes a browser's developer tools, and browsers name their panels differently: say to find the request in the browser's developer tools.",
    check: (blocks) =>
      proseWith(blocks, (part) =>
        /(?:\*\*|`)?\b(?:Network|Console|Elements|Sources)\b(?:\*\*|`)? (?:tab|panel)\b/.test(part),
      ),
  },
  {
    name: "the server's memory settings (-Xms, -Xmx) explained as Java heap options",
    instead:
      'The references give TIMBR_INIT_MEMORY=-Xms256m and TIMBR_MAX_MEMORY=-Xmx4096m as sample values only (getting-started/deployments/deploy-on-docker-compose, deployment-architecture): call them the initial and maximum memory, as their names say, without Java facts no reference holds.',
    check: (blocks) =>
      proseWith(blocks, (part) => /-Xm[sx]|TIMBR_(?:INIT|MAX)_MEMORY/.test(part) && /\b(?:heap|JVM)\b/i.test(part)),
  },
  {
    name: 'the metadata database timbr_server said to hold the semantic model (or timbr_platform the UI)',
    instead:
      "The references name the two databases, timbr_platform (the platform's DB_DATABASE) and timbr_server (the server's TIMBR_DB_NAME), not what each holds (getting-started/deployments/deployment-architecture): name them by the service whose setting points at them.",
    check: (blocks) =>
      proseWith(blocks, (part) =>
        /`timbr_server`[^.|;]{0,25}\b(?:semantic )?model\b|\bmodel\b[^.|;]{0,40}\(database `timbr_server`\)|`timbr_platform` for the UI\b/i.test(
          part,
        ),
      ),
  },
  {
    name: 'the Compose command written `docker compose` (two words)',
    instead:
      "The references write the command docker-compose (getting-started/installation, deploy-on-docker-compose: `sudo docker-compose up -d`), and the Compose guide says its commands use it: write `docker-compose` in every command, as every deployment page does. Docker Compose, capitalized, is the product's name.",
    check: (blocks) => blocks.filter((b) => /\bdocker compose\b/.test(b.text)),
  },
  {
    name: 'the JWT settings of the API service listed again in a sentence (four or more of them)',
    instead:
      'The JWT variables (reference api/api-service) are listed once, in the table of docs/api/_jwt-settings.mdx that the API service, Azure JWT and custom JWT pages render: link to it (api-service#jwt-settings) or render <JwtSettings />.',
    check: (blocks) => {
      expect(JWT_SETTINGS.length, 'the variables of the JWT settings table').toBeGreaterThanOrEqual(6);
      return blocks.filter(
        (b) =>
          !b.fence && !b.text.startsWith('|') && JWT_SETTINGS.filter((v) => b.text.includes(`\`${v}\``)).length >= 4,
      );
    },
  },
];

ruleTests('deployments and the API', RULES, (failsOn, passes) => {
  const rawSql =
    "```bash\ncurl -X POST 'https://<your-timbr-host>/timbr/openapi/ontology/supply_chain/query' \\\n  --data-binary 'SELECT timbr_username()'\n```\n\n";
  failsOn(
    `${rawSql}The rows come as a list with one object per row, or as that list under \`data\`: Timbr's documentation gives both shapes for this endpoint.`,
    0,
  );
  failsOn(
    '```python\nrows = pytimbr_api.run_query(url=url, ontology="supply_chain", token=token, query=sql)\nif isinstance(rows, dict):\n    rows = rows["data"]\n```',
    0,
  );
  passes(`${rawSql}The answer is a JSON list with one object per row; here it holds one row, with the user's name.`);
  passes(
    '```python\nresponse = requests.post(f"{HOST}/timbr/api/query/", json=body)\nprint(response.json()["data"])\n```',
  );

  const helmValues =
    '```yaml title="values-azure.yaml"\ncloudProvider:\n  type: generic\n\ningress:\n  className: nginx\n  tls:\n    source: secret\n```\n\n';
  failsOn(
    `${helmValues}Read the chart's \`values.yaml\` before you install: it holds the chart's other settings, among them the host name that the ingress answers for, which the file above does not set. Set it to your DNS name under the key that \`values.yaml\` gives.`,
    1,
  );
  failsOn(
    `${helmValues}Neither file sets the host name the ingress answers for: add it to your values file, under the key the chart's \`values.yaml\` gives.`,
    1,
  );
  passes(
    `${helmValues}Read the chart's \`values.yaml\` before you install: it holds the chart's other settings, which the file above does not set. Once the ingress has an address, point your DNS name at it.`,
  );
  passes('Neither file sets the host name that the ingress answers for, which you open in step 7.');

  failsOn('The API listens on port `9000`. You do not call port `9000` directly.', 2);
  passes(
    'Clients call the public address rather than port `9000`, which is reachable only where a deployment publishes it: the Docker Compose sample does.',
  );

  failsOn(
    '- **Host size**: at least 4 CPU cores and 16 GB RAM for a small or medium installation, 8 cores and 32 GB RAM for a large one.',
    3,
  );
  failsOn('Plan at least 4 CPU cores and 16 GB of RAM for a small to medium installation.', 3);
  passes("Keep the cluster at or above the chart's floor of 4 CPUs and 16 GB RAM.");

  failsOn(
    '```bash\ncurl -X POST "https://timbr.example.com/timbr/openapi/ontology/supply_chain/query" \\\n  -H "Content-Type: application/text" \\\n  --data "SELECT 1"\n```',
    4,
  );
  passes(
    '```bash\ncurl -X POST "https://timbr.example.com/timbr/openapi/ontology/supply_chain/query" \\\n  --data-binary "SELECT 1"\n```',
  );
  passes('```bash\ncurl -X POST "https://timbr.example.com/timbr/api/query/" \\\n  -d \'{"query": "SELECT 1"}\'\n```');
  failsOn('| A container ends with `OOMKilled`, or exit code 137 | It reached its memory limit. |', 5);
  failsOn('| Pods stay `Pending` with `Insufficient memory` | No node has room. |', 5);
  passes('| A container is stopped for going over its memory limit | Raise the limit. |');
  failsOn('Enter the user name and password. Docker answers `Login Succeeded`.', 5);
  failsOn('Each service shows the state `Up` (or `running`).', 5);
  passes('Each of the three services is listed as running.');

  failsOn('Enter the current password. The `mysql>` prompt appears.', 6);
  failsOn('```text title="At the mysql> prompt"\nSELECT user, host FROM mysql.user;\n```', 6);
  failsOn('Set the same new value on both. Each statement answers `Query OK, 0 rows affected`.', 6);
  failsOn('Check that the dump is complete: its last line reads `-- Dump completed on` followed by the date.', 6);
  failsOn('Each rollout ends with `successfully rolled out`.', 6);
  failsOn('`kubectl` prints `secret/timbr-registry-cred created`.', 6);
  failsOn('Wait until `READYTOUSE` shows `true`.', 6);
  passes('```text title="In the MySQL session"\nSELECT user, host FROM mysql.user;\n```');
  passes('Set the same new value on both. Each statement must end without an error.');
  passes('Wait until each `rollout status` command reports that the rollout finished.');

  failsOn('```bash\nkubectl exec -n default -it timbr-mysql-0 -- mysql -uroot -p\n```', 7);
  failsOn('| Metadata database | Claim `mysqldata-timbr-mysql-0` (30Gi) |', 7);
  passes('```bash\nkubectl exec -n default -it statefulset/timbr-mysql -- mysql -uroot -p\n```');
  passes('The claim (30Gi) that the `timbr-mysql` stateful set makes from its claim template `mysqldata`.');
  passes('The default is the `timbr-mysql-8` image, `timbr.azurecr.io/timbr-mysql-8:latest`.');

  const deployment = (name: string, replicas: string) =>
    `\`\`\`yaml title="${name}.yaml"\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${name}\n  namespace: default\nspec:\n${replicas}  selector:\n    matchLabels:\n      app: ${name}\n---\napiVersion: v1\nkind: Service\nmetadata:\n  name: ${name}\n\`\`\``;
  failsOn(deployment('timbr-server', '  replicas: 1\n'), 8);
  failsOn(deployment('timbr-platform', '  replicas: 1\n'), 8);
  passes(deployment('timbr-server', ''));
  passes(deployment('timbr-api', '  replicas: 1\n'));
  passes(
    '```yaml title="timbr-mysql.yaml"\napiVersion: apps/v1\nkind: StatefulSet\nmetadata:\n  name: timbr-mysql\nspec:\n  replicas: 1\n```',
  );

  failsOn('Users open an `https://` address with a valid certificate. The address bar shows a lock.', 9);
  failsOn('The browser shows a padlock next to the address.', 9);
  passes('Users open an `https://` address with a valid certificate. The browser shows no certificate warning.');
  passes('Replace the Secret in place, without locking the services out of the registry.');

  failsOn(
    "| The call returns the platform's HTML page or `404` | The proxy does not forward `/timbr/api`. Add the routes above. |",
    10,
  );
  failsOn('| `502` or `504` from the proxy | `timbr-api` is not running or not reachable on port `9000`. |', 10);
  failsOn(
    '| The API answers `404` or an HTML page | Check that the proxy routes `/timbr/openapi` to the API service. |',
    10,
  );
  passes(
    "| The call answers with something other than the API's JSON envelope | Check that the proxy forwards `/timbr/api` to `timbr-api`. |",
  );
  passes('An unknown identifier returns `404` with `{"error": "Response not found"}`.');

  failsOn(
    '| `JWT_<TENANT_ID>_KEY` | for each tenant, with custom JWT | none | Public key or secret of this tenant. |',
    11,
  );
  failsOn('With custom JWT, each tenant needs its own `JWT_<TENANT_ID>_KEY`.', 11);
  passes(
    '| `JWT_<TENANT_ID>_KEY` | — | — | Public key or secret of this tenant (custom JWT). Whether each tenant needs its own key, and what applies without one, is not documented. |',
  );

  const timeoutRows =
    '| Kubernetes ingress | `proxy-read-timeout` | `"300"` (seconds) | How long the ingress waits |\n| Timbr server | `QUERY_TIMEOUT` | `600` (seconds) | A query |';
  failsOn(
    `The defaults below are those of Timbr's sample deployment files; your installation may have changed them.\n\n| Layer | Setting | Default | What it limits |\n|---|---|---|---|\n${timeoutRows}`,
    12,
  );
  failsOn(
    '| Setting | Default in the samples | What it controls |\n|---|---|---|\n| `TIMBR_OPERATION_WORKER_THREADS` | 100 (Docker sample), 50 (Helm) | The operation worker threads. |',
    12,
  );
  passes(
    `For the Timbr server, the values below are the documented defaults of its environment variables; for the ingress, the value that the sample sets.\n\n| Layer | Setting | Documented default or sample value | What it limits |\n|---|---|---|---|\n${timeoutRows}`,
  );
  passes(
    '| Setting | Default in the samples | What it controls |\n|---|---|---|\n| `proxy_read_timeout` | `1200s` | How long NGINX waits |',
  );

  failsOn('| `ONTOLOGY_DDL_TIMEOUT` | `600` | Timeout of model (DDL) statements, in seconds |', 13);
  failsOn('The server gives a model statement up to `ONTOLOGY_DDL_TIMEOUT` seconds.', 13);
  passes(
    '| `ONTOLOGY_DDL_TIMEOUT` | `600` | A timeout in seconds; what it covers is not documented, and its name points to model (DDL) statements |',
  );

  const tenants = (defaults: string) =>
    `\`\`\`yaml title="docker-compose.yml"\nservices:\n  timbr-api:\n    environment:\n      - ENABLE_TOKEN=true\n${defaults}      - JWT_USE_TENANT_USER=True\n      - JWT_ACME01_KEY=<acme-realm-key>\n      - JWT_ACME01_ALGORITHM=RS256\n\`\`\``;
  failsOn(tenants(''), 14);
  passes(tenants('      - JWT_DEFAULT_KEY=<default-issuer-key>\n'));
  passes(
    '```yaml\n          env:\n            - name: ENABLE_TOKEN\n              value: "true"\n            - name: JWT_DEFAULT_KEY\n              value: \'<PUBLIC_KEY>\'\n```',
  );

  const record =
    "```bash\nkubectl get pods -o jsonpath='{.items[*].metadata.name}' | tee images-before-update.txt\nkubectl rollout history deployment/timbr-server\n```";
  failsOn(
    `- **Registry access**: a \`docker login\` on the host, or the \`timbr-registry-cred\` Secret in the namespace.\n\n${record}`,
    15,
  );
  passes(
    `- **The namespace**: the manifests deploy to \`default\`; for another one, add \`-n <namespace>\` to every command.\n\n${record}`,
  );
  passes(
    '```bash\nkubectl get pods -n "$TIMBR_NS"\nkubectl create secret docker-registry timbr-registry-cred \\\n  --namespace=default \\\n  --docker-server=timbr.azurecr.io\n```',
  );

  failsOn('1. In Google Cloud, create an OAuth client for a web application and note its client ID and secret.', 16);
  failsOn('Create the OAuth client as a Web app, then copy its ID.', 16);
  passes('1. In Google Cloud, create an OAuth client and note its client ID and secret.');
  passes('The platform is a web application: serve it over HTTPS before you set up single sign-on.');
  failsOn(
    'The setup is two settings on the `timbr-api` service: `ENABLE_TOKEN=true` and `JWT_DEFAULT_KEY`. Restart the service afterwards.',
    17,
  );
  failsOn(
    '| Every JWT call fails | Check that `ENABLE_TOKEN` is `true` and that the service was restarted after the change. |',
    17,
  );
  passes(
    'Set `ENABLE_TOKEN=true`, then apply the change the way you deployed the service (for example `docker-compose up -d timbr-api`).',
  );
  passes('Add the variable to `timbr-platform`, then restart the platform.');

  failsOn(
    '`GET /timbr/api/q/supply_chain/concept/product` answers with the rows of the concept, one object per row, in the envelope.',
    18,
  );
  failsOn(
    '```python\nresponse = requests.get(f"{HOST}/timbr/api/q/supply_chain/concept/customer", headers=HEADERS)\nprint(response.json()["data"][:2])\n```',
    18,
  );
  passes(
    'The answer comes in the JSON envelope. What `data` holds for the concept and view endpoints is not documented, so print one answer first.',
  );
  passes('`POST /timbr/api/query/` returns the rows as a list of JSON objects, one object per row.');

  failsOn('Use the `EXTERNAL-IP` (NGINX) or `ADDRESS` (AGIC) value and point DNS at it.', 6);
  passes('Take the public address that the command shows, and point a DNS record for your host name at it.');

  failsOn('1. In Azure, register an application. Note its application (client) ID and your tenant ID.', 19);
  failsOn('| `OAUTH_CLIENT_ID` | The OAuth client ID | The Application (client) ID |', 19);
  passes(
    '1. In Azure, register an application. Note its application ID and your tenant ID, and create a client secret.',
  );

  failsOn('Copy the address from the first request to the provider in the **Network** tab of the developer tools.', 20);
  passes("Copy the address from the first request to the provider in the browser's developer tools.");
  passes('The browser console reports a `frame-ancestors` violation.');

  failsOn(
    "The Compose sample sets `TIMBR_MAX_MEMORY=-Xmx4096m`: `-Xms` and `-Xmx` are Java's options for the initial and the maximum JVM heap size.",
    21,
  );
  passes(
    "The Compose sample also sets the server's initial and maximum memory, as the names say, with `TIMBR_INIT_MEMORY=-Xms256m` and `TIMBR_MAX_MEMORY=-Xmx4096m`.",
  );
  passes(
    "The Compose sample sets `TIMBR_INIT_MEMORY=-Xms256m` and `TIMBR_MAX_MEMORY=-Xmx4096m`. If you are looking for the server's JVM heap size, these two are the memory settings the deployment documents; how the server applies them is not documented.",
  );

  failsOn('It holds two databases: `timbr_platform` for the UI and `timbr_server` for the semantic model.', 22);
  failsOn(
    "| Metadata database | Holds the semantic model of every knowledge graph (database `timbr_server`) and the platform's own data. |",
    22,
  );
  passes(
    "It holds two databases: `timbr_platform`, the platform's (its `DB_DATABASE`), and `timbr_server`, the server's (its `TIMBR_DB_NAME`).",
  );

  failsOn('Then apply the change the way you deployed the service (for example `docker compose up -d timbr-api`).', 23);
  failsOn('```bash\nsudo docker compose pull\nsudo docker compose up -d\n```', 23);
  passes('Then apply the change the way you deployed the service (for example `docker-compose up -d timbr-api`).');
  passes('```bash\nsudo docker-compose pull\nsudo docker-compose up -d\n```');
  passes('Run Timbr on one Linux host with Docker Compose, from the folder that holds `docker-compose.yml`.');

  failsOn(
    'When JWT authentication is configured, you do not need `x-api-key`. Administrators configure JWT on the API service with `ENABLE_TOKEN`, `JWT_TYPE` (`custom` or `azure`), `JWT_DEFAULT_KEY`, `JWT_DEFAULT_ALGORITHM`, `JWT_DEFAULT_AUDIENCE`, `JWT_USE_EMAIL_OR_USER`, `JWT_ISSUER` and `JWT_USE_TENANT_USER`.',
    24,
  );
  passes(
    'When JWT authentication is configured, you do not need `x-api-key`. Administrators turn JWT on with environment variables of the API service, listed under [JWT settings](../api/api-service.md#jwt-settings).',
  );
  passes(
    'Set two variables on the `timbr-api` service, `ENABLE_TOKEN=true` and `JWT_TYPE=azure`, and add the optional settings you need.',
  );
  passes(
    '| `JWT_DEFAULT_KEY` | yes, for custom JWT | none | public key or secret | The key that verifies token signatures. |',
  );
});

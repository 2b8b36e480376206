/**
 * Content claims (see content-claims.spec.ts) about deployments and the REST API: ports, host names, sizes, and what
 * the raw-SQL endpoint takes and answers.
 */
import {ruleTests, type Block, type Rule} from '../support/content-claims';

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
    name: 'a Helm values file with an ingress but no host name, on a page that never says where the host name is set',
    instead:
      "The references give no key for the ingress host name (getting-started/deployments/azure-deploy, deploy-on-kubernetes): say that it is set in the values file, under the key the chart's values.yaml gives.",
    check: (blocks) => {
      const values = blocks.filter(
        (b) =>
          /^yaml\b/.test(b.fence ?? '') &&
          /^cloudProvider:\s*$/m.test(b.text) &&
          /^ingress:\s*$/m.test(b.text) &&
          !/\bhosts?:/.test(b.text),
      );
      const said = blocks.some((b) => !b.fence && /\bhost ?name\b/i.test(b.text) && /\bvalues\b/i.test(b.text));
      return said ? [] : values;
    },
  },
  {
    name: 'port 9000 of the API service said never to be called directly',
    instead:
      'Clients use the public address; the Docker Compose sample also publishes 9000 on the host, while on Kubernetes the service is a ClusterIP (references api/api-service, api/index, getting-started/deployments/deployment-architecture).',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence &&
          b.text
            .split(/(?<=\.)\s+/)
            .some(
              (sentence) =>
                /\b9000\b/.test(sentence) &&
                /\b(?:do not|don't|never|cannot|can't)\b[^.]*\bdirectly\b/i.test(sentence) &&
                !/\b(?:Compose|publish)/i.test(sentence),
            ),
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
  failsOn(`${helmValues}Create an \`A\` record for your host name, then open \`https://<your-hostname>/\`.`, 1);
  passes(
    `${helmValues}Neither file sets the host name the ingress answers for: add it to your values file, under the key the chart's \`values.yaml\` gives.`,
  );

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

  const timeoutRows =
    '| Kubernetes ingress | `proxy-read-timeout` | `"300"` (seconds) | How long the ingress waits |\n| Timbr server | `QUERY_TIMEOUT` | `600` (seconds) | A query |';
  failsOn(
    `The defaults below are those of Timbr's sample deployment files; your installation may have changed them.\n\n| Layer | Setting | Default | What it limits |\n|---|---|---|---|\n${timeoutRows}`,
    6,
  );
  failsOn(
    '| Setting | Default in the samples | What it controls |\n|---|---|---|\n| `TIMBR_OPERATION_WORKER_THREADS` | 100 (Docker sample), 50 (Helm) | The operation worker threads. |',
    6,
  );
  passes(
    `For the Timbr server, the values below are the documented defaults of its environment variables; for the ingress, the value that the sample sets.\n\n| Layer | Setting | Documented default or sample value | What it limits |\n|---|---|---|---|\n${timeoutRows}`,
  );
  passes(
    '| Setting | Default in the samples | What it controls |\n|---|---|---|\n| `proxy_read_timeout` | `1200s` | How long NGINX waits |',
  );
});

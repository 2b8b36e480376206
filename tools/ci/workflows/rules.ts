// The project's rules for its GitHub workflows, on top of actionlint (which
// checks what GitHub itself would reject). Each finding names the file and
// line, what is wrong and what to write instead:
// - a `run:` step runs one npm script (`npm run <script>`, `npm test`,
//   `npm ci`) or one file of the repository (`bash <file>`, `node <file>`),
//   and the script or file exists: logic of its own belongs in a file that the
//   checks and tests can reach;
// - no `${{ }}` expression inside a `run:` line: a value from the event (a
//   pull request's title, a branch name) would be pasted into the shell
//   script; it goes through `env:` and reaches the shell as "$NAME";
// - every action from another repository pinned to a full commit SHA, with
//   its version in a comment; a local one (`./...`) must exist;
// - a workflow that pull requests trigger, and each workflow it calls, has
//   no write permission, no secret and no `pull_request_target` (which runs
//   with a write token and secrets on a fork's code).
import fs from 'node:fs';
import path from 'node:path';
import {LineCounter, isMap, isScalar, isSeq, parseDocument, type Document, type YAMLError} from 'yaml';

/** A finding: where, and what is wrong and what to write. */
export interface Finding {
  file: string;
  line: number;
  message: string;
}

/** The repository as the rules see it: package.json's scripts and whether a file exists. */
export interface Repo {
  scripts: Record<string, string>;
  exists: (file: string) => boolean;
}

/** A node of a workflow's YAML (a map, a list, a scalar), or null: read through yaml's isMap, isScalar, isSeq. */
export type YamlNode = unknown;

/** A workflow file read into a YAML document that knows each node's line. */
export interface Workflow {
  file: string;
  text: string;
  doc: Document.Parsed;
  lineOf: (node: YamlNode) => number;
  lines: string[];
  errors: YAMLError[];
}

const SHA = /^[0-9a-f]{40}$/;
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];

/** A workflow file read into a YAML document that knows each node's line. */
export function readWorkflow(file: string, text: string): Workflow {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {lineCounter});
  const lineOf = (node: YamlNode) => {
    const range = (node as {range?: [number, number, number]} | null | undefined)?.range;
    return range ? lineCounter.linePos(range[0]).line : 1;
  };
  return {file, text, doc, lineOf, lines: text.split('\n'), errors: doc.errors};
}

/** The value node of `key` in a YAML map node (null when absent). */
export function get(node: YamlNode, key: string): YamlNode {
  if (!isMap(node)) return null;
  const pair = node.items.find((p) => isScalar(p.key) && p.key.value === key);
  return pair ? pair.value : null;
}

/** The key node of `key` in a YAML map node, for its line. */
function keyOf(node: YamlNode, key: string): YamlNode {
  if (!isMap(node)) return null;
  return node.items.find((p) => isScalar(p.key) && p.key.value === key)?.key ?? null;
}

/** The entries of a YAML map node as [name, value node] pairs. */
export function entries(node: YamlNode): [string, YamlNode][] {
  return isMap(node)
    ? node.items
        .filter((p) => isScalar(p.key))
        .map((p): [string, YamlNode] => [String((p.key as {value: unknown}).value), p.value])
    : [];
}

/** The events a workflow runs on. */
export function eventsOf(workflow: Workflow): string[] {
  const on = get(workflow.doc.contents, 'on');
  if (isScalar(on)) return [String(on.value)];
  if (isSeq(on)) return on.items.map((i) => String((i as {value: unknown}).value));
  return entries(on).map(([name]) => name);
}

/** Every job of a workflow with its steps. */
export function jobsOf(workflow: Workflow): {id: string; job: YamlNode; steps: YamlNode[]}[] {
  return entries(get(workflow.doc.contents, 'jobs')).map(([id, job]) => {
    const steps = get(job, 'steps');
    return {id, job, steps: isSeq(steps) ? steps.items : []};
  });
}

/** Shell words of a one-line command: quotes removed (also inside a word, as in --shard="$SHARD"), no expansion. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const m of line.matchAll(/(?:"[^"]*"|'[^']*'|[^\s"'])+/g)) {
    words.push(m[0].replace(/"([^"]*)"|'([^']*)'/g, (_, double, single) => double ?? single));
  }
  return words;
}

/** What a `run:` line runs, or why it is refused: the problem, or null when it is fine. */
export function runProblem(command: string, repo: Repo): string | null {
  const fix =
    'write the commands in an npm script or a file of the repository (tools/...) and run that: `npm run <script>` or `bash tools/<folder>/<file>.sh`';
  if (command.includes('\n')) return `a run step of several lines holds logic of its own; ${fix}`;
  if (/[|;&<>`]|\$\(/.test(command.replace(/"[^"]*"|'[^']*'/g, ''))) {
    return `a run step that chains or redirects commands holds logic of its own; ${fix}`;
  }
  const [tool, first, second] = shellWords(command);
  if (tool === 'npm' && first === 'ci' && second === undefined) return null;
  if (tool === 'npm' && first === 'test') return 'test' in repo.scripts ? null : 'package.json has no "test" script';
  if (tool === 'npm' && first === 'run') {
    if (!second) return `\`npm run\` names no script; ${fix}`;
    if (second in repo.scripts) return null;
    const near = Object.keys(repo.scripts).filter((s) => s.split(':')[0] === second.split(':')[0]);
    return `package.json has no script "${second}"${near.length ? ` (it has ${near.map((s) => `"${s}"`).join(', ')})` : ''}; add it to package.json's scripts or run one that exists`;
  }
  if ((tool === 'bash' || tool === 'node') && first) {
    if (path.isAbsolute(first) || first.split(/[\\/]/).includes('..')) {
      return `\`${tool} ${first}\` runs a file outside the repository; run a file of the repository (a path relative to its root)`;
    }
    return repo.exists(first)
      ? null
      : `\`${tool} ${first}\`: the repository has no file ${first}; fix the path or add the file`;
  }
  return `\`${command}\` is neither an npm script nor a file of the repository; ${fix}`;
}

/** The problem of a `uses:` value, or null. */
export function usesProblem(uses: string, sourceLine: string, repo: Repo): string | null {
  if (uses.startsWith('./')) {
    const file = uses.split('@')[0];
    return repo.exists(file.slice(2)) ? null : `the repository has no ${file}`;
  }
  if (uses.startsWith('docker://')) {
    return /@sha256:[0-9a-f]{64}$/.test(uses)
      ? null
      : `pin the image to its digest: \`uses: ${uses.split('@')[0].replace(/:[^/:]*$/, '')}@sha256:<digest>\``;
  }
  const [name, ref = ''] = uses.split('@');
  const example = `\`uses: ${name}@<full 40-character commit SHA> # v1.2.3\` (the SHA of the release's tag, with the tag in the comment)`;
  if (!SHA.test(ref))
    return `${uses} is not pinned to a commit: a tag or branch can be moved to other code; write ${example}`;
  if (!/#\s*v?\d+(\.\d+)*\b/.test(sourceLine)) {
    return `${uses} is pinned, but its version is not named: add it in a comment, as in ${example}`;
  }
  return null;
}

/** The findings of the project's rules on a set of workflows. */
export function checkWorkflows(workflows: Workflow[], repo: Repo): Finding[] {
  const findings: Finding[] = [];
  const add = (workflow: Workflow, node: YamlNode, message: string) =>
    findings.push({file: workflow.file, line: workflow.lineOf(node), message});

  // The workflows pull requests run: those they trigger, and the local reusable workflows those call.
  const pullRequestFiles = new Set<string>();
  for (const w of workflows) {
    if (!eventsOf(w).some((e) => PULL_REQUEST_EVENTS.includes(e))) continue;
    pullRequestFiles.add(w.file);
    for (const {job} of jobsOf(w)) {
      const uses = get(job, 'uses');
      if (isScalar(uses) && String(uses.value).startsWith('./')) pullRequestFiles.add(String(uses.value).slice(2));
    }
  }

  for (const w of workflows) {
    for (const error of w.errors)
      findings.push({file: w.file, line: error.linePos?.[0]?.line ?? 1, message: error.message});
    const root = w.doc.contents;
    const forPullRequests = pullRequestFiles.has(w.file);
    if (eventsOf(w).includes('pull_request_target')) {
      add(
        w,
        keyOf(get(root, 'on'), 'pull_request_target') ?? get(root, 'on'),
        'pull_request_target runs with a write token and the secrets, on code a fork can change; use pull_request',
      );
    }
    if (!get(root, 'permissions')) {
      add(
        w,
        root,
        'the workflow sets no `permissions`, so its token gets the repository default; add `permissions: {contents: read}` at the top and grant more per job only where needed',
      );
    }
    const permissionNodes = [get(root, 'permissions'), ...jobsOf(w).map(({job}) => get(job, 'permissions'))];
    for (const node of permissionNodes.filter(Boolean)) {
      if (!forPullRequests) continue;
      if (isScalar(node) && /write/.test(String(node.value))) {
        add(
          w,
          node,
          `pull requests run this workflow: \`permissions: ${node.value}\` gives their code a write token; use \`permissions: {contents: read}\``,
        );
      }
      for (const [scope, value] of entries(node)) {
        if (isScalar(value) && value.value === 'write') {
          add(
            w,
            value,
            `pull requests run this workflow: \`${scope}: write\` gives their code a write token; make it \`read\` or move the job to a workflow pull requests do not trigger`,
          );
        }
      }
    }
    if (forPullRequests) {
      w.lines.forEach((line, i) => {
        const secret = line.match(/secrets\.(\w+)/);
        if (secret && secret[1] !== 'GITHUB_TOKEN') {
          findings.push({
            file: w.file,
            line: i + 1,
            message: `pull requests run this workflow: it must not read secrets (secrets.${secret[1]}); a fork's code could send them away`,
          });
        }
        if (/^\s*secrets:\s*inherit\b/.test(line)) {
          findings.push({
            file: w.file,
            line: i + 1,
            message:
              'pull requests run this workflow: `secrets: inherit` hands every secret to the called workflow; pass none',
          });
        }
      });
    }
    for (const {id, job, steps} of jobsOf(w)) {
      const jobUses = get(job, 'uses');
      if (isScalar(jobUses)) {
        const problem = usesProblem(String(jobUses.value), w.lines[w.lineOf(jobUses) - 1] ?? '', repo);
        if (problem) add(w, jobUses, `job ${id}: ${problem}`);
      }
      for (const step of steps) {
        const uses = get(step, 'uses');
        if (isScalar(uses)) {
          const problem = usesProblem(String(uses.value), w.lines[w.lineOf(uses) - 1] ?? '', repo);
          if (problem) add(w, uses, `job ${id}: ${problem}`);
        }
        const run = get(step, 'run');
        if (isScalar(run)) {
          const command = String(run.value).trim();
          if (command.includes('${{')) {
            add(
              w,
              run,
              `job ${id}: an expression inside a run line is pasted into the shell script before it runs (a pull request's title or branch name can carry shell code); pass it through \`env:\` (NAME: \${{ ... }}) and write "$NAME" in the command`,
            );
          } else {
            const problem = runProblem(command, repo);
            if (problem) add(w, run, `job ${id}: ${problem}`);
          }
        }
      }
    }
  }
  return findings;
}

/** The repository at `root` as the rules see it. */
export function repoAt(root: string): Repo {
  const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
  return {scripts, exists: (file) => fs.existsSync(path.join(root, file))};
}

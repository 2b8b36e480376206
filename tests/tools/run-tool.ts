/** Runs a tool as a contributor does, as a child process: a TypeScript tool of tools/ through its launcher, a package's command as it is. */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {toolArgs} from '../../tools/lib/loader';

const ROOT = path.resolve(__dirname, '../..');

export type Run = {status: number | null; stdout: string; stderr: string};

export function run(bin: string, args: string[], cwd = ROOT): Promise<Run> {
  return new Promise((resolve, reject) => {
    const argv = bin.endsWith('.ts') ? toolArgs(bin, ...args) : [bin, ...args];
    const child = spawn(process.execPath, argv, {cwd, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, stdout, stderr}));
  });
}

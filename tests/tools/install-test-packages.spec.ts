/**
 * Tests of tools/ci/install-test-packages.sh, the installer of Debian's
 * Chromium and nginx that the README's test command and .ci/run use. It runs
 * with fake `apt-get`, `sudo` and `id` first on PATH (and no chromium on it),
 * which record what they were asked to do; nothing is installed.
 * - As root it never calls sudo; as another user every privileged command
 *   goes through sudo; without root or sudo it stops and says why.
 * - While apt-get installs, a policy-rc.d that forbids starting services is in
 *   place; it is gone afterwards, also when apt-get fails; an existing one is
 *   left as it is.
 * - With `--browser playwright` (GitHub's Ubuntu runners) it installs nginx
 *   and Playwright's own Chromium (a fake `npx` records the call), never
 *   Debian's chromium.
 */
import {test, expect} from '@playwright/test';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../tools/ci/install-test-packages.sh');

type Fakes = {dir: string; bin: string; log: string; policy: string; nginx: string; brotli: string};

/** A folder with the fakes and the few real tools the script needs, and nothing else, on PATH. */
function fakes(options: {sudo?: boolean; aptFails?: boolean} = {}): Fakes {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'install-test-packages-'));
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  const log = path.join(dir, 'log');
  const write = (name: string, body: string) =>
    fs.writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`, {mode: 0o755});
  write('id', '[ "$1" = "-u" ] && echo "$FAKE_UID"');
  write(
    'apt-get',
    [
      'echo "apt-get $*" >> "$LOG"',
      'if [ "$1" = "install" ]; then',
      '  if [ -x "$POLICY_RC_D" ] && /bin/grep -q "^exit 101$" "$POLICY_RC_D"; then echo "policy-rc.d: forbids services" >> "$LOG"; else echo "policy-rc.d: missing" >> "$LOG"; fi',
      '  echo "DEBIAN_FRONTEND=$DEBIAN_FRONTEND" >> "$LOG"',
      `  ${options.aptFails ? 'exit 100' : 'exit 0'}`,
      'fi',
    ].join('\n'),
  );
  if (options.sudo !== false) write('sudo', 'echo "sudo $*" >> "$LOG"\nexec "$@"');
  write('npx', 'echo "npx $*" >> "$LOG"');
  for (const tool of ['env', 'tee', 'chmod', 'rm']) {
    const real = ['/usr/bin', '/bin'].map((d) => path.join(d, tool)).find((p) => fs.existsSync(p))!;
    fs.symlinkSync(real, path.join(bin, tool));
  }
  return {
    dir,
    bin,
    log,
    policy: path.join(dir, 'policy-rc.d'),
    nginx: path.join(dir, 'no-nginx'),
    brotli: path.join(dir, 'no-brotli.so'),
  };
}

function runScript(
  f: Fakes,
  uid: number,
  args: string[] = [],
): Promise<{status: number | null; output: string; log: string[]}> {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/bash', [SCRIPT, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: f.bin,
        FAKE_UID: String(uid),
        LOG: f.log,
        POLICY_RC_D: f.policy,
        NGINX_BINARY: f.nginx,
        BROTLI_MODULE: f.brotli,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) =>
      resolve({status, output, log: fs.existsSync(f.log) ? fs.readFileSync(f.log, 'utf8').trim().split('\n') : []}),
    );
  });
}

const dirs: string[] = [];
const make = (options?: Parameters<typeof fakes>[0]) => {
  const f = fakes(options);
  dirs.push(f.dir);
  return f;
};
test.afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, {recursive: true, force: true});
});

test('as root: apt-get directly, never sudo; services forbidden while it installs; the policy file removed after', async () => {
  const f = make();
  const result = await runScript(f, 0);
  expect(result.status, result.output).toBe(0);
  expect(result.log).toEqual([
    'apt-get update -qq',
    'apt-get install -y -qq chromium chromium-headless-shell nginx libnginx-mod-http-brotli-static',
    'policy-rc.d: forbids services',
    'DEBIAN_FRONTEND=noninteractive',
  ]);
  expect(result.output).toContain(
    "Installing Debian's chromium chromium-headless-shell nginx libnginx-mod-http-brotli-static; package scripts may not start services meanwhile",
  );
  expect(fs.existsSync(f.policy), 'policy-rc.d removed').toBe(false);
});

test('as a user: every privileged step through sudo, the frontend setting kept through it', async () => {
  const f = make();
  const result = await runScript(f, 1000);
  expect(result.status, result.output).toBe(0);
  expect(result.log).toEqual([
    `sudo tee ${f.policy}`,
    `sudo chmod +x ${f.policy}`,
    'sudo apt-get update -qq',
    'apt-get update -qq',
    'sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell nginx libnginx-mod-http-brotli-static',
    'apt-get install -y -qq chromium chromium-headless-shell nginx libnginx-mod-http-brotli-static',
    'policy-rc.d: forbids services',
    'DEBIAN_FRONTEND=noninteractive',
    `sudo rm -f ${f.policy}`,
  ]);
  expect(result.output).toContain('(with sudo)');
  expect(fs.existsSync(f.policy)).toBe(false);
});

test('as a user without sudo: stops before doing anything, and says how to run it', async () => {
  const f = make({sudo: false});
  const result = await runScript(f, 1000);
  expect(result.status).toBe(1);
  expect(result.output).toContain(
    'Installing chromium chromium-headless-shell nginx libnginx-mod-http-brotli-static needs root: run this as root, or install sudo.',
  );
  expect(result.log).toEqual([]);
  expect(fs.existsSync(f.policy)).toBe(false);
});

test('a failed install fails the script and still removes the policy file', async () => {
  const f = make({aptFails: true});
  const result = await runScript(f, 0);
  expect(result.status).not.toBe(0);
  expect(result.log).toContain('policy-rc.d: forbids services');
  expect(fs.existsSync(f.policy)).toBe(false);
});

test('an existing policy-rc.d is used as it is and left in place', async () => {
  const f = make();
  const mine = "#!/bin/sh\n# the machine owner's policy\nexit 101\n";
  fs.writeFileSync(f.policy, mine, {mode: 0o755});
  const result = await runScript(f, 1000);
  expect(result.status, result.output).toBe(0);
  expect(result.log.some((l) => l.startsWith('sudo tee') || l.startsWith('sudo rm'))).toBe(false);
  expect(fs.readFileSync(f.policy, 'utf8')).toBe(mine);
});

test('nothing missing: nothing installed', async () => {
  const f = make();
  for (const name of ['chromium', 'chromium-headless-shell'])
    fs.writeFileSync(path.join(f.bin, name), '#!/bin/sh\n', {mode: 0o755});
  fs.writeFileSync(f.nginx, '#!/bin/sh\n', {mode: 0o755});
  fs.writeFileSync(f.brotli, '');
  const result = await runScript(f, 1000);
  expect(result.status, result.output).toBe(0);
  expect(result.output).toContain(
    "Debian's chromium, chromium-headless-shell, nginx and its Brotli static module are installed",
  );
  expect(result.log).toEqual([]);
});

test('only what is missing is installed', async () => {
  const f = make();
  fs.writeFileSync(f.nginx, '#!/bin/sh\n', {mode: 0o755});
  fs.writeFileSync(path.join(f.bin, 'chromium'), '#!/bin/sh\n', {mode: 0o755});
  const result = await runScript(f, 0);
  expect(result.status, result.output).toBe(0);
  expect(result.log).toContain('apt-get install -y -qq chromium-headless-shell libnginx-mod-http-brotli-static');
});

test('--browser playwright: nginx from the distribution, Chromium from Playwright, never the chromium packages', async () => {
  const f = make();
  const result = await runScript(f, 0, ['--browser', 'playwright']);
  expect(result.status, result.output).toBe(0);
  expect(result.log).toContain('apt-get install -y -qq nginx libnginx-mod-http-brotli-static');
  expect(result.log.join('\n')).not.toContain('chromium-headless-shell');
  expect(result.log.at(-1)).toBe('npx --no-install playwright install --with-deps chromium');
});

test("--browser playwright with nginx and its module installed: only Playwright's Chromium", async () => {
  const f = make();
  fs.writeFileSync(f.nginx, '', {mode: 0o755});
  fs.writeFileSync(f.brotli, '');
  const result = await runScript(f, 0, ['--browser', 'playwright']);
  expect(result.status, result.output).toBe(0);
  expect(result.log).toEqual(['npx --no-install playwright install --with-deps chromium']);
});

test('an unknown browser or argument: usage, exit 2, nothing installed', async () => {
  for (const args of [['--browser', 'firefox'], ['--verbose']]) {
    const f = make();
    const result = await runScript(f, 0, args);
    expect(result.status, result.output).toBe(2);
    expect(result.output).toMatch(/--browser takes debian or playwright|Usage:/);
    expect(result.log).toEqual([]);
  }
});

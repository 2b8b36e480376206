import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';

/**
 * deploy/deploy.mjs as an operator runs it, on small releases made here (a
 * page, a content-hashed script, CSP hashes, an MCP server file) and a host
 * folder, with nginx and the MCP service stood in for by a script that
 * records each call and fails when told to. The real nginx, a real build and
 * a browser tab across a deploy are in tests/e2e/deploy.spec.ts.
 */

const ROOT = path.resolve(__dirname, '../..');
const DEPLOY = path.join(ROOT, 'deploy/deploy.mjs');
const dirs: string[] = [];
test.afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, {recursive: true, force: true});
});

type Host = {dir: string; root: string; generated: string; log: string; out: string; recorder: string};

function host(): Host {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  dirs.push(dir);
  const generated = path.join(dir, 'nginx-generated');
  const recorder = path.join(dir, 'record.sh');
  // Records each call; FAIL_<WHAT> makes that call fail with its text; `test` fails on brotli_static when told
  // that nginx has no Brotli module.
  fs.writeFileSync(
    recorder,
    [
      '#!/bin/sh',
      'echo "$1" >> "$LOG"',
      'if [ "$1" = test ] && [ -n "$NO_BROTLI" ] && [ -f "$GENERATED/brotli-static.conf" ]; then',
      '  echo \'nginx: [emerg] unknown directive "brotli_static" in brotli-static.conf:2\' >&2; exit 1',
      'fi',
      'eval "fail=\\${FAIL_$1:-}"',
      'if [ -n "$fail" ]; then echo "$fail" >&2; exit 1; fi',
    ].join('\n'),
    {mode: 0o755},
  );
  const out = path.join(dir, 'out');
  fs.mkdirSync(out);
  return {dir, root: path.join(dir, 'www'), generated, log: path.join(dir, 'log'), out, recorder};
}

/** A release tarball with its checksum: `version`, one script whose name carries `asset`'s hash, the CSP `hashes`. */
function makeRelease(h: Host, version: string, {asset = version, hashes = [`'sha256-${version}='`], csp = true} = {}) {
  const name = `timbr-docs-${version}`;
  const stage = path.join(h.out, name);
  const file = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(stage, rel)), {recursive: true});
    fs.writeFileSync(path.join(stage, rel), text);
  };
  const assetFile = `assets/js/main.${createHash('sha256').update(asset).digest('hex').slice(0, 8)}.js`;
  file('doc/index.html', `<p>release ${version}</p>`);
  file(`doc/${assetFile}`, `console.log('${asset}')`);
  file(`doc/${assetFile}.br`, 'br');
  if (csp) file('nginx/csp-script-hashes.conf', `set $csp_script_hashes "${hashes.join(' ')}";\n`);
  file('mcp/timbr-docs-mcp.mjs', '');
  const manifest = {
    name: 'timbr-docs',
    version,
    site: 'doc',
    cspHashes: 'nginx/csp-script-hashes.conf',
    mcp: 'mcp/timbr-docs-mcp.mjs',
    ownAssets: [assetFile],
  };
  file('manifest.json', JSON.stringify(manifest));
  const tarball = path.join(h.out, `${name}.tar.gz`);
  expect(spawnSync('tar', ['-C', h.out, '-czf', tarball, name]).status).toBe(0);
  fs.rmSync(stage, {recursive: true});
  const sha = createHash('sha256').update(fs.readFileSync(tarball)).digest('hex');
  fs.writeFileSync(`${tarball}.sha256`, `${sha}  ${name}.tar.gz\n`);
  return {tarball, assetFile};
}

function deploy(h: Host, args: string[], env: Record<string, string> = {}, extra: string[] = []) {
  const result = spawnSync(
    process.execPath,
    [
      DEPLOY,
      ...args,
      '--root',
      h.root,
      '--nginx-generated',
      h.generated,
      '--nginx-test',
      `${h.recorder} test`,
      '--nginx-reload',
      `${h.recorder} reload`,
      '--mcp-restart',
      `${h.recorder} mcp`,
      ...extra,
    ],
    {encoding: 'utf8', env: {...process.env, LOG: h.log, GENERATED: h.generated, ...env}},
  );
  const calls = fs.existsSync(h.log) ? fs.readFileSync(h.log, 'utf8').trim().split('\n') : [];
  fs.rmSync(h.log, {force: true});
  return {status: result.status, output: `${result.stdout}${result.stderr}`, calls};
}

/** What is on the host: the served release, the installed ones, and the generated nginx files. */
function state(h: Host) {
  const releases = path.join(h.root, 'releases');
  return {
    served: fs.existsSync(path.join(h.root, 'current'))
      ? path.basename(fs.readlinkSync(path.join(h.root, 'current')))
      : null,
    installed: fs.existsSync(releases) ? fs.readdirSync(releases).sort() : [],
    leftovers: fs.existsSync(h.root) ? fs.readdirSync(h.root).filter((f) => f.startsWith('.')) : [],
    generated: fs.existsSync(h.generated)
      ? Object.fromEntries(
          fs.readdirSync(h.generated).map((f) => [f, fs.readFileSync(path.join(h.generated, f), 'utf8')]),
        )
      : {},
  };
}

test('a deploy: nginx checked and reloaded with both releases allowed, then the switch, then the MCP server', () => {
  const h = host();
  const one = makeRelease(h, '1');
  const first = deploy(h, ['install', one.tarball]);
  expect(first.status, first.output).toBe(0);
  expect(first.calls).toEqual(['test', 'reload', 'mcp']);
  expect(state(h).served).toBe('1');

  const two = makeRelease(h, '2');
  const second = deploy(h, ['install', two.tarball]);
  expect(second.status, second.output).toBe(0);
  expect(second.output).toContain(
    'release 2 is served (before: 1); 1 content-hashed files of the previous release kept',
  );
  const after = state(h);
  expect(after.served).toBe('2');
  expect(after.installed).toEqual(['1', '2']);
  expect(after.leftovers).toEqual([]);
  // The CSP of both releases, so pages of either pass the policy; Brotli on, since nginx took it.
  expect(after.generated['csp-script-hashes.conf']).toContain(`set $csp_script_hashes "'sha256-1=' 'sha256-2='";`);
  expect(after.generated['brotli-static.conf']).toContain('brotli_static on;');
  // Release 1's script (and its .br copy) is in release 2, as the same file: an open tab of release 1 loads it.
  const carried = path.join(h.root, 'releases/2/doc', one.assetFile);
  expect(fs.statSync(carried).ino).toBe(fs.statSync(path.join(h.root, 'releases/1/doc', one.assetFile)).ino);
  expect(fs.existsSync(`${carried}.br`)).toBe(true);
  const history = JSON.parse(fs.readFileSync(path.join(h.root, 'history.json'), 'utf8'));
  expect(history.map((e: {version: string}) => e.version)).toEqual(['1', '2']);

  const again = deploy(h, ['install', two.tarball]);
  expect(again.output).toContain('release 2 is already served; nothing changed');
  expect(again.calls).toEqual([]);
});

test('rollback: one command serves the release before, and back again', () => {
  const h = host();
  const two = makeRelease(h, '2');
  expect(deploy(h, ['install', makeRelease(h, '1').tarball]).status).toBe(0);
  expect(deploy(h, ['install', two.tarball]).status).toBe(0);
  const back = deploy(h, ['rollback']);
  expect(back.status, back.output).toBe(0);
  expect(back.output).toContain(
    'rolled back: release 1 is served (before: 2); 1 content-hashed files of release 2 kept for open tabs',
  );
  // A tab opened on release 2 still finds its chunks once release 1 is served again.
  expect(fs.existsSync(path.join(h.root, 'releases/1/doc', two.assetFile))).toBe(true);
  expect(back.calls).toEqual(['test', 'reload', 'mcp']);
  expect(state(h).served).toBe('1');
  expect(deploy(h, ['rollback']).output).toContain('release 2 is served (before: 1)');
  expect(deploy(h, ['rollback', '9']).output).toContain('release 9 is not on this host');
  expect(deploy(h, ['list']).output).toBe('* 2\n  1\n');
});

test('refused: a damaged release, a missing checksum, a release without CSP hashes; nothing changes', () => {
  const h = host();
  expect(deploy(h, ['install', makeRelease(h, '1').tarball]).status).toBe(0);
  const before = state(h);

  const damaged = makeRelease(h, '2');
  fs.appendFileSync(damaged.tarball, 'x');
  const bad = deploy(h, ['install', damaged.tarball]);
  expect(bad.status).toBe(1);
  expect(bad.output).toContain('does not match its checksum');
  expect(bad.output).toContain('download it again');

  const unsummed = makeRelease(h, '3');
  fs.rmSync(`${unsummed.tarball}.sha256`);
  expect(deploy(h, ['install', unsummed.tarball]).output).toContain('.sha256 is missing');

  const noCsp = deploy(h, ['install', makeRelease(h, '4', {csp: false}).tarball]);
  expect(noCsp.status).toBe(1);
  expect(noCsp.output).toContain('release 4 is incomplete: it holds no CSP hashes');
  expect(noCsp.output).toContain('Pack it again with npm run release');

  for (const r of [bad, noCsp]) expect(r.calls).toEqual([]);
  expect(state(h)).toEqual(before);
});

test('a failure half way leaves the previous release served', () => {
  const h = host();
  expect(deploy(h, ['install', makeRelease(h, '1').tarball]).status).toBe(0);
  const before = state(h);

  const refused = deploy(h, ['install', makeRelease(h, '2').tarball], {FAIL_test: 'nginx: [emerg] bad config'});
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('nginx -t refused the configuration: nginx: [emerg] bad config');
  expect(state(h)).toEqual(before);

  const noReload = deploy(h, ['install', makeRelease(h, '3').tarball], {FAIL_reload: 'nginx is not running'});
  expect(noReload.output).toContain('reloading nginx failed: nginx is not running');
  expect(state(h)).toEqual(before);

  const noMcp = deploy(h, ['install', makeRelease(h, '5').tarball], {FAIL_mcp: 'unit failed'});
  expect(noMcp.status).toBe(1);
  expect(noMcp.output).toContain('the MCP server did not restart: unit failed. Release 1 is served again.');
  expect(state(h).served).toBe('1');
  expect(state(h).installed).toEqual(['1']);
});

test('nginx without the Brotli module: the deploy goes on with gzip only', () => {
  const h = host();
  const r = deploy(h, ['install', makeRelease(h, '1').tarball], {NO_BROTLI: '1'});
  expect(r.status, r.output).toBe(0);
  expect(r.calls).toEqual(['test', 'test', 'reload', 'mcp']);
  expect(Object.keys(state(h).generated)).toEqual(['csp-script-hashes.conf']);
});

test('old releases go beyond --keep; the served one and the one before it always stay', () => {
  const h = host();
  for (const v of ['1', '2', '3', '4']) {
    expect(deploy(h, ['install', makeRelease(h, v).tarball], {}, ['--keep', '2']).status).toBe(0);
  }
  expect(state(h).installed).toEqual(['3', '4']);
  expect(state(h).generated['csp-script-hashes.conf']).toContain(`"'sha256-3=' 'sha256-4='"`);

  const keepOne = deploy(h, ['list'], {}, ['--keep', '1']);
  expect(keepOne.status).toBe(2);
  expect(keepOne.output).toContain('--keep must be 2 or more');

  const served = deploy(h, ['remove', '4']);
  expect(served.status).toBe(1);
  expect(served.output).toContain('release 4 is being served: deploy or roll back to another release first');
  expect(deploy(h, ['remove', '3']).status).toBe(0);
  expect(state(h).installed).toEqual(['4']);
});

test('two deploys at once: the second is refused while the first holds the lock', () => {
  const h = host();
  fs.mkdirSync(h.root, {recursive: true});
  fs.writeFileSync(path.join(h.root, '.deploy.lock'), '1234');
  const r = deploy(h, ['install', makeRelease(h, '1').tarball]);
  expect(r.status).toBe(1);
  expect(r.output).toContain('another deploy holds');
  expect(state(h).served).toBeNull();
});

/** tools/release/remote.sh with fake `ssh` and `scp` that record their arguments. */
function remote(args: string[], env: Record<string, string | undefined> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-remote-'));
  dirs.push(dir);
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  const log = path.join(dir, 'log');
  for (const tool of ['ssh', 'scp']) {
    // The key and known_hosts files are read while the tool runs (the script deletes them when it ends).
    fs.writeFileSync(
      path.join(bin, tool),
      `#!/bin/sh\nkey=$(cat "$2"); echo "${tool} key=$key $*" | sed "s|$2|KEY|; s|UserKnownHostsFile=[^ ]*|UserKnownHostsFile=KNOWN|" >> "${log}"\n`,
      {mode: 0o755},
    );
  }
  const result = spawnSync('bash', [path.join(ROOT, 'tools/release/remote.sh'), ...args], {
    encoding: 'utf8',
    env: {
      PATH: `${bin}:${process.env.PATH}`,
      DEPLOY_HOST: 'docs.example.com',
      DEPLOY_USER: 'deployer',
      DEPLOY_SSH_KEY: 'PRIVATE',
      DEPLOY_KNOWN_HOSTS: 'docs.example.com ssh-ed25519 AAAA',
      ...env,
    } as NodeJS.ProcessEnv,
  });
  const calls = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
  return {status: result.status, output: `${result.stdout}${result.stderr}`, calls};
}

test('the deploy workflow reaches the host over SSH with the pinned host key: install and rollback', () => {
  const h = host();
  const {tarball} = makeRelease(h, '20261206T0300Z-abc');
  const ssh = 'ssh key=PRIVATE -i KEY -o UserKnownHostsFile=KNOWN -o StrictHostKeyChecking=yes -o BatchMode=yes';
  const scp = 'scp key=PRIVATE -i KEY -o UserKnownHostsFile=KNOWN -o StrictHostKeyChecking=yes -o BatchMode=yes';
  const install = remote(['install', h.out]);
  expect(install.status, install.output).toBe(0);
  expect(install.calls).toEqual([
    `${ssh} deployer@docs.example.com mkdir -p timbr-docs-incoming`,
    `${scp} ${tarball} ${tarball}.sha256 ${DEPLOY} deployer@docs.example.com:timbr-docs-incoming/`,
    `${ssh} deployer@docs.example.com sudo -n node timbr-docs-incoming/deploy.mjs install timbr-docs-incoming/timbr-docs-20261206T0300Z-abc.tar.gz`,
  ]);
  const back = remote(['rollback', '20261201T0000Z-def']);
  expect(back.calls.at(-1)).toBe(
    `${ssh} deployer@docs.example.com sudo -n node timbr-docs-incoming/deploy.mjs rollback 20261201T0000Z-def`,
  );
  expect(remote(['rollback', '']).calls.at(-1)).toMatch(/deploy\.mjs rollback$/);
});

test('the deploy workflow refuses a version that is not one, a folder without exactly one release, a missing secret', () => {
  const injected = remote(['rollback', 'x; rm -rf /']);
  expect(injected.status).toBe(2);
  expect(injected.output).toContain('is not a release version');
  expect(injected.calls).toEqual([]);
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-empty-'));
  dirs.push(empty);
  const none = remote(['install', empty]);
  expect(none.status).toBe(1);
  expect(none.output).toContain('must hold exactly one release');
  const noKey = remote(['rollback'], {DEPLOY_SSH_KEY: ''});
  expect(noKey.status).toBe(2);
  expect(noKey.output).toContain('DEPLOY_SSH_KEY is not set: give the production environment this secret');
});

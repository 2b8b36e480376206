#!/usr/bin/env node
// Installs releases of the documentation site (`npm run release`) on an nginx
// host, and rolls them back. Needs Node.js and tar, nothing else: copy this
// file to the host with the release. The host's layout (--root):
//   releases/<version>/   one folder per release: doc/ (served as /doc/),
//                         nginx/, mcp/, manifest.json
//   current -> releases/<version>   what nginx serves (root <root>/current) and
//                         the MCP server reads; switched by renaming a
//                         symbolic link over it, which is atomic
//   history.json          the releases served, in order (for rollback)
//
// install <release.tar.gz>   checks, unpacks and serves a release; the steps,
//   and what each refusal or failure leaves served: deploy/README.md
// rollback [<version>]   serves the release served before (or the one named)
// list                   the releases, newest first, the served one marked
// remove <version>       deletes one release (never the served one)
//
// Options: --root /var/www/timbr-docs   --keep 5
//   --nginx-generated /etc/nginx/timbr-docs/generated   (site.conf includes it)
//   --nginx-test "nginx -t"   --nginx-reload "systemctl reload nginx"
//   --mcp-restart "systemctl restart timbr-docs-mcp"   ("none": no MCP server)
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const USAGE = `Usage: node deploy.mjs install <release.tar.gz> | rollback [<version>] | list | remove <version>
  [--root /var/www/timbr-docs] [--keep 5] [--nginx-generated /etc/nginx/timbr-docs/generated]
  [--nginx-test "nginx -t"] [--nginx-reload "systemctl reload nginx"] [--mcp-restart "systemctl restart timbr-docs-mcp"]`;

/** A refusal or failure with a message that says what to do; the deploy has changed nothing. */
export class DeployError extends Error {}

const TARBALL = /^timbr-docs-([\w.+-]+)\.tar\.gz$/;

/** The `'sha256-...'` expressions of a CSP hash include (null when the file holds none). */
function hashesOf(text) {
  const m = /set \$csp_script_hashes "([^"]*)";/.exec(text);
  return m ? m[1].split(/\s+/).filter(Boolean) : null;
}

const run = (command) => {
  const [bin, ...args] = command.split(' ').filter(Boolean);
  return execFileSync(bin, args, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
};
const output = (error) => `${error.stderr ?? ''}${error.stdout ?? ''}`.trim() || error.message;

export function hostOf(options) {
  const root = path.resolve(options.root);
  const releases = path.join(root, 'releases');
  const current = path.join(root, 'current');
  const historyFile = path.join(root, 'history.json');
  const served = () => {
    try {
      return path.basename(fs.readlinkSync(current));
    } catch {
      return null;
    }
  };
  const history = () => (fs.existsSync(historyFile) ? JSON.parse(fs.readFileSync(historyFile, 'utf8')) : []);
  const installed = () =>
    fs.existsSync(releases)
      ? fs.readdirSync(releases).filter((v) => fs.existsSync(path.join(releases, v, 'manifest.json')))
      : [];
  /** Installed releases, most recently served (or installed) first. */
  const byRecency = () => {
    const order = history()
      .map((h) => h.version)
      .reverse();
    const rank = (v) => (order.includes(v) ? order.indexOf(v) : order.length);
    return installed().sort((a, b) => rank(a) - rank(b) || b.localeCompare(a));
  };
  return {root, releases, current, historyFile, served, history, installed, byRecency};
}

function manifestOf(dir) {
  const file = path.join(dir, 'manifest.json');
  if (!fs.existsSync(file)) throw new DeployError(`${dir} holds no manifest.json: it is not a release`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Checks an unpacked release: its manifest, the site, its CSP hashes, the MCP server. */
function checkRelease(dir, version) {
  const m = manifestOf(dir);
  const problems = [];
  if (m.name !== 'timbr-docs' || m.version !== version) problems.push(`its manifest names ${m.name} ${m.version}`);
  if (!fs.existsSync(path.join(dir, m.site ?? 'doc', 'index.html'))) problems.push('it holds no site (doc/index.html)');
  const hashFile = path.join(dir, m.cspHashes ?? 'nginx/csp-script-hashes.conf');
  if (!fs.existsSync(hashFile) || !hashesOf(fs.readFileSync(hashFile, 'utf8'))?.length) {
    problems.push('it holds no CSP hashes (nginx/csp-script-hashes.conf): its pages would break under the policy');
  }
  if (!m.mcp || !fs.existsSync(path.join(dir, m.mcp))) problems.push('it holds no MCP server');
  if (problems.length) {
    throw new DeployError(
      `release ${version} is incomplete: ${problems.join('; ')}. Pack it again with npm run release.`,
    );
  }
  return m;
}

/** Links (or copies) the served release's own content-hashed files that the next one lacks, with their .br and .gz copies. */
function carryAssets(from, to) {
  let carried = 0;
  for (const rel of manifestOf(from).ownAssets ?? []) {
    for (const variant of [rel, `${rel}.br`, `${rel}.gz`]) {
      const source = path.join(from, 'doc', variant);
      const target = path.join(to, 'doc', variant);
      if (!fs.existsSync(source) || fs.existsSync(target)) continue;
      fs.mkdirSync(path.dirname(target), {recursive: true});
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
      if (variant === rel) carried += 1;
    }
  }
  return carried;
}

/** Writes a file by renaming a temporary one over it. */
function writeAtomically(file, text) {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

/**
 * nginx's includes for a set of releases (the CSP hashes of all of them; brotli_static where nginx loads it),
 * checked with `nginx -t` and reloaded; on a failed check the previous includes are put back.
 */
function configureNginx(host, versions, options) {
  const dir = path.resolve(options['nginx-generated']);
  const files = {csp: path.join(dir, 'csp-script-hashes.conf'), brotli: path.join(dir, 'brotli-static.conf')};
  const before = Object.fromEntries(
    Object.entries(files).map(([k, f]) => [k, fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : null]),
  );
  const restore = () => {
    for (const [k, f] of Object.entries(files)) {
      if (before[k] === null) fs.rmSync(f, {force: true});
      else writeAtomically(f, before[k]);
    }
  };
  const hashes = new Set();
  for (const v of versions) {
    const m = manifestOf(path.join(host.releases, v));
    for (const h of hashesOf(fs.readFileSync(path.join(host.releases, v, m.cspHashes), 'utf8')) ?? []) hashes.add(h);
  }
  writeAtomically(
    files.csp,
    `# Written by deploy.mjs: the inline-script hashes of the releases kept on this host (${versions.join(', ')}).\n` +
      `set $csp_script_hashes "${[...hashes].sort().join(' ')}";\n`,
  );
  writeAtomically(files.brotli, '# Written by deploy.mjs: nginx loads the Brotli static module.\nbrotli_static on;\n');
  try {
    run(options['nginx-test']);
  } catch (error) {
    if (!/unknown directive "brotli_static"/.test(output(error))) {
      restore();
      throw new DeployError(`nginx -t refused the configuration: ${output(error)}`);
    }
    fs.rmSync(files.brotli, {force: true});
    try {
      run(options['nginx-test']);
    } catch (again) {
      restore();
      throw new DeployError(`nginx -t refused the configuration: ${output(again)}`);
    }
  }
  try {
    run(options['nginx-reload']);
  } catch (error) {
    restore();
    throw new DeployError(`reloading nginx failed: ${output(error)}`);
  }
}

/** Points `current` at a release: a new symbolic link renamed over the old one. */
function switchTo(host, version) {
  const temp = `${host.current}.${process.pid}.tmp`;
  fs.rmSync(temp, {force: true});
  fs.symlinkSync(path.join('releases', version), temp);
  fs.renameSync(temp, host.current);
}

function restartMcp(options) {
  if (options['mcp-restart'] === 'none') return;
  run(options['mcp-restart']);
}

/** Serves `version` (already installed): nginx first, then the switch, then the MCP server; the old one on failure. */
function serve(host, version, options, note) {
  const previous = host.served();
  const keep = [version, ...host.byRecency().filter((v) => v !== version)].slice(0, Math.max(options.keep, 2));
  if (previous && !keep.includes(previous)) keep.push(previous);
  configureNginx(host, keep, options);
  switchTo(host, version);
  try {
    restartMcp(options);
  } catch (error) {
    if (previous) {
      switchTo(host, previous);
      try {
        restartMcp(options);
      } catch {
        // It failed with the new release too; the message below says so.
      }
    }
    throw new DeployError(
      `the MCP server did not restart: ${output(error)}. ${previous ? `Release ${previous} is served again.` : ''}`,
    );
  }
  writeAtomically(
    host.historyFile,
    `${JSON.stringify([...host.history(), {version, at: new Date().toISOString(), note}], null, 2)}\n`,
  );
  const removed = host.installed().filter((v) => !keep.includes(v));
  for (const v of removed) fs.rmSync(path.join(host.releases, v), {recursive: true, force: true});
  return {previous, removed};
}

/** Takes the deploy lock for the duration of `fn` (two deploys at once would race on `current`). */
function locked(host, fn) {
  fs.mkdirSync(host.root, {recursive: true});
  const lock = path.join(host.root, '.deploy.lock');
  let fd;
  try {
    fd = fs.openSync(lock, 'wx');
  } catch {
    throw new DeployError(`another deploy holds ${lock}; wait for it, or delete the file if no deploy is running`);
  }
  try {
    fs.writeSync(fd, String(process.pid));
    return fn();
  } finally {
    fs.closeSync(fd);
    fs.rmSync(lock, {force: true});
  }
}

export function install(tarball, options) {
  const host = hostOf(options);
  const name = path.basename(tarball);
  const version = TARBALL.exec(name)?.[1];
  if (!version) throw new DeployError(`${name} is not a release (timbr-docs-<version>.tar.gz from npm run release)`);
  if (!fs.existsSync(tarball)) throw new DeployError(`${tarball} does not exist`);
  const sumFile = `${tarball}.sha256`;
  if (!fs.existsSync(sumFile)) throw new DeployError(`${sumFile} is missing: copy the release with its checksum file`);
  const expected = fs.readFileSync(sumFile, 'utf8').trim().split(/\s+/)[0];
  const actual = createHash('sha256').update(fs.readFileSync(tarball)).digest('hex');
  if (expected !== actual) {
    throw new DeployError(
      `${name} does not match its checksum (${sumFile}): it is damaged or not the one released; download it again`,
    );
  }
  return locked(host, () => {
    if (host.served() === version) return {version, previous: version, carried: 0, removed: [], already: true};
    const target = path.join(host.releases, version);
    const incoming = path.join(host.root, `.incoming-${process.pid}`);
    let created = false;
    try {
      if (!fs.existsSync(target)) {
        fs.mkdirSync(incoming, {recursive: true});
        execFileSync('tar', ['-xzf', path.resolve(tarball), '-C', incoming], {stdio: ['ignore', 'ignore', 'pipe']});
        const unpacked = path.join(incoming, `timbr-docs-${version}`);
        checkRelease(unpacked, version);
        fs.mkdirSync(host.releases, {recursive: true});
        fs.renameSync(unpacked, target);
        created = true;
      } else {
        checkRelease(target, version);
      }
      const served = host.served();
      const carried = served ? carryAssets(path.join(host.releases, served), target) : 0;
      const {previous, removed} = serve(host, version, options, 'install');
      return {version, previous, carried, removed};
    } catch (error) {
      if (created && host.served() !== version) fs.rmSync(target, {recursive: true, force: true});
      throw error;
    } finally {
      fs.rmSync(incoming, {recursive: true, force: true});
    }
  });
}

export function rollback(version, options) {
  const host = hostOf(options);
  return locked(host, () => {
    const served = host.served();
    const target =
      version ??
      host
        .history()
        .map((h) => h.version)
        .reverse()
        .find((v) => v !== served && host.installed().includes(v));
    if (!target) throw new DeployError('there is no earlier release on this host to roll back to (list shows them)');
    if (!host.installed().includes(target)) {
      throw new DeployError(`release ${target} is not on this host; list shows the ones that are`);
    }
    if (target === served) throw new DeployError(`release ${target} is already served`);
    checkRelease(path.join(host.releases, target), target);
    // Tabs opened on the release being left keep loading its chunks and search files after the switch back.
    const carried = served ? carryAssets(path.join(host.releases, served), path.join(host.releases, target)) : 0;
    return {version: target, carried, ...serve(host, target, options, 'rollback')};
  });
}

export function remove(version, options) {
  const host = hostOf(options);
  return locked(host, () => {
    if (version === host.served()) {
      throw new DeployError(`release ${version} is being served: deploy or roll back to another release first`);
    }
    if (!host.installed().includes(version)) throw new DeployError(`release ${version} is not on this host`);
    fs.rmSync(path.join(host.releases, version), {recursive: true, force: true});
    return {removed: [version]};
  });
}

function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        root: {type: 'string', default: '/var/www/timbr-docs'},
        keep: {type: 'string', default: '5'},
        'nginx-generated': {type: 'string', default: '/etc/nginx/timbr-docs/generated'},
        'nginx-test': {type: 'string', default: 'nginx -t'},
        'nginx-reload': {type: 'string', default: 'systemctl reload nginx'},
        'mcp-restart': {type: 'string', default: 'systemctl restart timbr-docs-mcp'},
        help: {type: 'boolean'},
      },
    });
  } catch (error) {
    console.error(`deploy: ${error.message}\n${USAGE}`);
    return 2;
  }
  const {values, positionals} = parsed;
  const [command, arg] = positionals;
  const keep = Number(values.keep);
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (!Number.isInteger(keep) || keep < 2) {
    console.error(
      'deploy: --keep must be 2 or more: the served release and the one before it (for rollback) always stay',
    );
    return 2;
  }
  const options = {...values, keep};
  try {
    if (command === 'install' && arg) {
      const r = install(arg, options);
      console.log(
        r.already
          ? `release ${r.version} is already served; nothing changed`
          : `release ${r.version} is served (before: ${r.previous ?? 'none'}); ${r.carried} content-hashed files of the previous release kept for open tabs; removed: ${r.removed.join(', ') || 'none'}`,
      );
    } else if (command === 'rollback') {
      const r = rollback(arg, options);
      console.log(
        `rolled back: release ${r.version} is served (before: ${r.previous}); ${r.carried} content-hashed files of release ${r.previous} kept for open tabs`,
      );
    } else if (command === 'list') {
      const host = hostOf(options);
      for (const v of host.byRecency()) console.log(`${v === host.served() ? '* ' : '  '}${v}`);
    } else if (command === 'remove' && arg) {
      remove(arg, options);
      console.log(`release ${arg} removed`);
    } else {
      console.error(USAGE);
      return 2;
    }
    return 0;
  } catch (error) {
    if (!(error instanceof DeployError)) throw error;
    console.error(`deploy: ${error.message}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}

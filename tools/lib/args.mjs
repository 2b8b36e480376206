// The command line of a script, read with Node's util.parseArgs: an unknown
// option or a missing value ends the script with a one-line message and its
// usage (exit status 2), not a stack trace.
import {parseArgs} from 'node:util';

/**
 * @param {string} name the script's name in its messages (`check:routes`)
 * @param {string} usage its usage line
 * @param {import('node:util').ParseArgsConfig['options']} options
 * @param {{positionals?: boolean}} [more] whether it takes arguments other than options
 */
export function argsOf(name, usage, options, {positionals = false} = {}) {
  try {
    return parseArgs({args: process.argv.slice(2), options, allowPositionals: positionals, strict: true});
  } catch (error) {
    console.error(`${name}: ${error.message}\n${usage}`);
    process.exit(2);
  }
}

/**
 * The command line of a tool, read with Node's util.parseArgs, strictly: every tool reads its options here.
 * - `argsOf(name, usage, options)`: the options, positionals when `{positionals: true}`; `--help` (or `-h`) prints
 *   the usage and ends the tool (exit status 0); a mistake (an unknown option, a missing value, an argument the
 *   tool does not take) ends it with a one-line message and the usage (exit status 2), not a stack trace.
 * - `readArgs(options)`: the same without the exits, for a tool that reports a mistake its own way: it throws a
 *   UsageError whose message says what is wrong.
 */
import {parseArgs, type ParseArgsOptionsConfig} from 'node:util';

/** What every tool accepts besides its own options. */
const HELP = {help: {type: 'boolean', short: 'h'}} as const;

type Parsed<T extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{options: T & typeof HELP; strict: true; allowPositionals: true}>
>;

/** A mistake on the command line. */
export class UsageError extends Error {}

/** Node's message about a command line, in one line that names the option: `Unknown option "--force"`. */
function messageOf(error: {code?: string; message: string}): string {
  const option = /'(?:-\w, )?(-[^' ]*)/.exec(error.message)?.[1];
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) return `Unknown option "${option}"`;
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    return `Unexpected argument "${/'([^']*)'/.exec(error.message)?.[1]}": this command takes options only`;
  }
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
    if (/argument missing/.test(error.message)) return `${option} needs a value`;
    if (/does not take an argument/.test(error.message)) return `${option} takes no value`;
  }
  return error.message;
}

/** The options (and positionals, when the tool takes them) of `args`; throws a UsageError on a mistake. */
export function readArgs<const T extends ParseArgsOptionsConfig>(
  options: T,
  {args = process.argv.slice(2), positionals = false}: {args?: string[]; positionals?: boolean} = {},
): Parsed<T> {
  try {
    return parseArgs({args, options: {...HELP, ...options}, allowPositionals: positionals, strict: true}) as Parsed<T>;
  } catch (error) {
    throw new UsageError(messageOf(error as {code?: string; message: string}));
  }
}

/**
 * The command line of the tool `name` (as its messages name it: `check:routes`), whose usage is `usage`: see the
 * header.
 */
export function argsOf<const T extends ParseArgsOptionsConfig>(
  name: string,
  usage: string,
  options: T,
  {positionals = false}: {positionals?: boolean} = {},
): Parsed<T> {
  let parsed: Parsed<T>;
  try {
    parsed = readArgs(options, {positionals});
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${name}: ${error.message}\n${usage}`);
    process.exit(2);
  }
  if ((parsed.values as {help?: boolean}).help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

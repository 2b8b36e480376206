/**
 * Runs the command line (./cli.ts) and reports a failure on standard error:
 * the entry of the clone's bin (mcp/bin/timbr-docs-mcp.mjs, through jiti) and
 * of the package's bundle (tools/release/build-mcp.ts).
 */
import {main} from './cli';

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`timbr-docs-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

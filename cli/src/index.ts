// The `campus` entry point (bundled into dist/campus.mjs): the real streams, env and config.
import { createContext } from './context.js';
import { ExitCode } from './errors.js';
import { runCampus } from './run.js';

// Ctrl-C during a command (a bulk run, a slow request) is a cancel: exit 2 as for a cancelled prompt,
// not the shell's 130, so scripts see one code for "the user stopped it".
process.once('SIGINT', () => {
  process.stderr.write('\nCancelled\n');
  process.exit(ExitCode.usage);
});

// A reader that stopped reading (`campus events list | head -1`) is not an error: stop quietly, as Unix
// tools do, rather than print Node's unhandled EPIPE with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(ExitCode.ok);
    throw error;
  });
}

process.exitCode = await runCampus(process.argv.slice(2), createContext());

// The `campus` entry point (bundled into dist/campus.mjs): the real streams, env and config.
import { createContext } from './context.js';
import { runCampus } from './run.js';

process.exitCode = await runCampus(process.argv.slice(2), createContext());

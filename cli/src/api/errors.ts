// Loaded lazily, only when a command failed: maps the sdk's typed errors to messages and exit codes.
import { ApiError, NetworkError } from '@campus/sdk';
import { CliError, ExitCode } from '../errors.js';

const ADDRESS_HINT = 'Is the server running? Set the address with --api-url or CAMPUS_API_URL.';

/** The address answered, but no Campus API lives there. */
export function notCampusApi(where: string, status: number): CliError {
  return new CliError(`${where} did not answer like the Campus API (HTTP ${status}).`, ExitCode.failure, [
    'Check the address: it ends in /api, e.g. http://localhost:8080/api.',
  ]);
}

/** The CliError to show for an sdk error, or undefined when the error is not one (a bug). */
export function cliErrorFromApi(error: unknown, apiUrl: string | undefined): CliError | undefined {
  const where = apiUrl ?? 'the configured address';
  if (error instanceof NetworkError) {
    if (error.status === 0) {
      return new CliError(`Could not reach the server at ${where}`, ExitCode.failure, [ADDRESS_HINT]);
    }
    // It answered, but not with our envelope: most often an address without /api (the web app answered).
    return notCampusApi(where, error.status);
  }
  if (error instanceof ApiError) {
    // The server's own message, then each field's errors (422), except one that only repeats the message.
    const details = Object.entries(error.fieldErrors).flatMap(([field, messages]) =>
      messages.filter((message) => message !== error.message).map((message) => `  ${field}: ${message}`),
    );
    return new CliError(error.message, ExitCode.failure, details);
  }
  return undefined;
}

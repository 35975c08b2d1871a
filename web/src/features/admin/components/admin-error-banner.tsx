import { ADMIN_MESSAGES, errorMessage } from '@campus/sdk';
import { ErrorAlert } from '../../../components/error-alert';

/** The admin panel's red banner when a tab's data cannot be read ('Failed to load admin data'). */
export function AdminLoadError({ error }: { error: unknown }) {
  if (!error) return null;
  return <ErrorAlert>{errorMessage(error, ADMIN_MESSAGES.loadFailed)}</ErrorAlert>;
}

import { errorMessage, ORGANIZATION_MESSAGES, type Organization } from '@campus/sdk';
import { notifications } from '@mantine/notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeactivateOrganization } from '../api/deactivate-organization';
import { useLastValue } from '../hooks/use-last-value';

interface DeactivateOrganizationDialogProps {
  organization: Organization | null;
  onClose: () => void;
  /** After a deactivation, once the dialog is closing. */
  onDeactivated?: (organization: Organization) => void;
}

/** Deactivate with its confirmation (spec sections 4 and 8): nothing is deleted. */
export function DeactivateOrganizationDialog({
  organization,
  onClose,
  onDeactivated,
}: DeactivateOrganizationDialogProps) {
  const deactivate = useDeactivateOrganization();
  // The name stays in the text while the dialog fades out.
  const shown = useLastValue(organization);
  const close = () => {
    deactivate.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={organization !== null}
      title="Deactivate Organization"
      confirmLabel="Deactivate"
      pending={deactivate.isPending}
      error={
        deactivate.isError ? errorMessage(deactivate.error, ORGANIZATION_MESSAGES.deactivateFailed) : null
      }
      onClose={close}
      onConfirm={() => {
        if (!organization) return;
        deactivate.mutate(organization.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: `${organization.name} was deactivated` });
            close();
            onDeactivated?.(organization);
          },
        });
      }}
    >
      Are you sure you want to deactivate <strong>{shown?.name}</strong>? It will no longer be offered at
      registration or in pick lists; its users and data are kept.
    </ConfirmDialog>
  );
}

import { AUTH_MESSAGES } from '@campus/sdk';
import { Alert, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRegistrationOrganizations } from '../api/get-registration-organizations';

interface OrganizationSelectProps {
  value: string;
  error?: ReactNode;
  onChange: (value: string) => void;
}

/** The organizations a new user may join (GET /organizations/registration). */
export function OrganizationSelect({ value, error, onChange }: OrganizationSelectProps) {
  const organizations = useRegistrationOrganizations();
  const options = (organizations.data ?? []).map((org) => ({ value: String(org.id), label: org.name }));
  return (
    <>
      {organizations.isError && (
        <Alert color="red" variant="light" role="alert">
          {AUTH_MESSAGES.organizationsLoadFailed}
        </Alert>
      )}
      <Select
        label="Organization"
        placeholder={organizations.isPending ? 'Loading organizations...' : 'Select an organization'}
        data={options}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        error={error}
        withAsterisk
        searchable
        nothingFoundMessage="No organizations"
      />
    </>
  );
}

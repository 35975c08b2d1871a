import { Paper, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { returnPathFrom } from '../../../lib/return-path';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  useDocumentTitle('Login');
  const navigate = useNavigate();
  const { search } = useLocation();
  // Back to the page the guest asked for (the route guard put it in the query), else the dashboard.
  const next = returnPathFrom(search) ?? '/dashboard';
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={420} mx="auto" mt="xl">
      <Title order={1} size="h2" ta="center" mb="lg">
        Login
      </Title>
      <LoginForm onSuccess={() => void navigate(next, { replace: true })} />
    </Paper>
  );
}

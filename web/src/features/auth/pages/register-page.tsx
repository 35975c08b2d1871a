import { Paper, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  useDocumentTitle('Register');
  const navigate = useNavigate();
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={640} mx="auto" mt="md">
      <Title order={1} size="h2" ta="center" mb="lg">
        Create your account
      </Title>
      <RegisterForm onSuccess={() => void navigate('/dashboard', { replace: true })} />
    </Paper>
  );
}

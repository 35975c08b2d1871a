import { Paper, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  const navigate = useNavigate();
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={640} mx="auto" mt="md">
      <Title order={2} ta="center" mb="lg">
        Create your account
      </Title>
      <RegisterForm onSuccess={() => void navigate('/dashboard', { replace: true })} />
    </Paper>
  );
}

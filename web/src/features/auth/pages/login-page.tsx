import { Paper, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const navigate = useNavigate();
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={420} mx="auto" mt="xl">
      <Title order={2} ta="center" mb="lg">
        Login
      </Title>
      <LoginForm onSuccess={() => void navigate('/dashboard', { replace: true })} />
    </Paper>
  );
}

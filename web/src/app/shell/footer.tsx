import { FOOTER_COPYRIGHT_YEAR } from '@campus/sdk';
import { Container, Text } from '@mantine/core';

export function Footer() {
  return (
    <Container component="footer" size="lg" py="lg" w="100%">
      <Text size="sm" c="dimmed" ta="center">
        © {FOOTER_COPYRIGHT_YEAR} Campus. All rights reserved.
      </Text>
    </Container>
  );
}

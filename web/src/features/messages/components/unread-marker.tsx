import { Box, VisuallyHidden } from '@mantine/core';

/** A dot before an unread message, read out as 'Unread'. */
export function UnreadMarker({ unread }: { unread: boolean }) {
  if (!unread) return <Box component="span" w={8} display="inline-block" aria-hidden />;
  return (
    <>
      <Box
        component="span"
        w={8}
        h={8}
        display="inline-block"
        bg="var(--mantine-primary-color-filled)"
        style={{ borderRadius: '50%', flexShrink: 0 }}
        aria-hidden
      />
      <VisuallyHidden>Unread</VisuallyHidden>
    </>
  );
}

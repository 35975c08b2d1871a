import type { MainPhoto } from '@campus/sdk';
import { Box, type BoxProps, Image } from '@mantine/core';
import { CalendarIcon } from '../../../components/icons';

export interface EventPhotoProps {
  photo: MainPhoto | null;
  size: 'small' | 'large';
  height: BoxProps['h'];
}

/** The event's main photo, or the default image (a tinted panel with a calendar) when it has none. */
export function EventPhoto({ photo, size, height }: EventPhotoProps) {
  if (photo) {
    return (
      <Image
        src={size === 'small' ? photo.image_url_small : photo.image_url_large}
        alt=""
        h={height}
        fit="cover"
        loading="lazy"
      />
    );
  }
  return (
    <Box
      h={height}
      data-testid="event-default-image"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background:
          'linear-gradient(135deg, var(--mantine-color-blue-light), var(--mantine-color-grape-light))',
        color: 'var(--mantine-color-blue-light-color)',
      }}
    >
      <CalendarIcon size={size === 'small' ? 48 : 72} />
    </Box>
  );
}

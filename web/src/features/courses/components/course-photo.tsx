import type { Course } from '@campus/sdk';
import { Box, type BoxProps, Image } from '@mantine/core';

export interface CoursePhotoProps {
  course: Pick<Course, 'main_photo_small' | 'main_photo_large'>;
  size: 'small' | 'large';
  height: BoxProps['h'];
}

function BookIcon({ size }: { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14Z" />
      <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
    </svg>
  );
}

/** The course's photo, or a tinted placeholder with a book when it has none (the photo is decorative). */
export function CoursePhoto({ course, size, height }: CoursePhotoProps) {
  const src =
    size === 'small'
      ? (course.main_photo_small ?? course.main_photo_large)
      : (course.main_photo_large ?? course.main_photo_small);
  if (src) return <Image src={src} alt="" h={height} fit="cover" loading="lazy" />;
  return (
    <Box
      h={height}
      data-testid="course-placeholder-image"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background:
          'linear-gradient(135deg, var(--mantine-color-teal-light), var(--mantine-color-blue-light))',
        color: 'var(--mantine-color-teal-light-color)',
      }}
    >
      <BookIcon size={size === 'small' ? 48 : 72} />
    </Box>
  );
}

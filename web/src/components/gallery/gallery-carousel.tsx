import '@mantine/carousel/styles.css';
import { CAROUSEL_INTERVAL_MS, SWIPE_THRESHOLD_PX } from '@campus/sdk';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Badge, Box, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { type FocusEvent, useState } from 'react';
import { PauseIcon, PlayIcon, StarIcon } from '../icons';
import classes from './gallery-carousel.module.css';
import { type GalleryImage, imageLabel } from './gallery-image';
import { useAutoAdvance } from './use-auto-advance';
import { useSwipeThreshold } from './use-swipe-threshold';

interface GalleryCarouselProps {
  images: GalleryImage[];
  selected: number;
  onSelect: (index: number) => void;
  /** The alternative text of an uncaptioned photo, before its place ('Event photo' gives 'Event photo 3'). */
  altPrefix: string;
}

const SLIDE_HEIGHT = { base: 240, sm: 420 } as const;

/**
 * The photos one at a time (spec section 2): previous/next controls, arrow keys, touch swipe past 50 px,
 * captions, a strip of thumbnails that go to their photo, and an advance every 5 seconds that pauses
 * while the pointer or the focus is inside (and never runs for reduced motion; a button pauses it too).
 */
export function GalleryCarousel({ images, selected, onSelect, altPrefix }: GalleryCarouselProps) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const { reducedMotion } = useAutoAdvance(embla, {
    running: images.length > 1 && !hovered && !focused && !paused,
    intervalMs: CAROUSEL_INTERVAL_MS,
  });
  useSwipeThreshold(embla, SWIPE_THRESHOLD_PX);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const goTo = (index: number) => {
    if (embla) embla.scrollTo(index);
    else onSelect(index);
  };

  return (
    <Box
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Carousel
        aria-label="Photos"
        className={classes.frame}
        withControls={images.length > 1}
        withKeyboardEvents
        initialSlide={Math.min(selected, images.length - 1)}
        emblaOptions={{ loop: images.length > 1, dragThreshold: SWIPE_THRESHOLD_PX, duration: 25 }}
        getEmblaApi={setEmbla}
        onSlideChange={onSelect}
        previousControlProps={{ 'aria-label': 'Previous photo' }}
        nextControlProps={{ 'aria-label': 'Next photo' }}
        controlSize={36}
      >
        {images.map((image, index) => (
          <Carousel.Slide
            key={image.id}
            aria-label={`${index + 1} of ${images.length}`}
            aria-roledescription="slide"
            role="group"
          >
            <Box h={SLIDE_HEIGHT} pos="relative">
              {image.is_main && (
                <Badge
                  className={classes.mainBadge}
                  color="yellow"
                  leftSection={<StarIcon filled size={12} />}
                >
                  Main photo
                </Badge>
              )}
              <img
                className={classes.image}
                src={image.image_url_large}
                alt={image.caption?.trim() || `${altPrefix} ${index + 1}`}
                loading={index === 0 ? 'eager' : 'lazy'}
                draggable={false}
              />
              {image.caption?.trim() && (
                <Text className={classes.caption} size="sm">
                  {image.caption}
                </Text>
              )}
            </Box>
          </Carousel.Slide>
        ))}
      </Carousel>
      {images.length > 1 && (
        <Group gap="xs" mt="xs" wrap="nowrap" align="center">
          <ul className={classes.thumbs} aria-label="Photo thumbnails" style={{ flex: 1 }}>
            {images.map((image, index) => (
              <li key={image.id}>
                <UnstyledButton
                  className={classes.thumb}
                  aria-label={`Show ${imageLabel(image, index)}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => goTo(index)}
                >
                  <img src={image.image_url_small} alt="" draggable={false} />
                </UnstyledButton>
              </li>
            ))}
          </ul>
          {!reducedMotion && (
            <Tooltip label={paused ? 'Play slideshow' : 'Pause slideshow'}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
                onClick={() => setPaused((value) => !value)}
              >
                {paused ? <PlayIcon /> : <PauseIcon />}
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      )}
    </Box>
  );
}

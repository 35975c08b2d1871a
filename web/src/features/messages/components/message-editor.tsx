import { Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextEditorFieldProps } from '../../../components/rich-text-editor';

// The editor (tiptap and its toolbar) is the heaviest part of these forms: it loads after they show.
const RichTextEditorField = lazy(() =>
  import('../../../components/rich-text-editor').then((module) => ({ default: module.RichTextEditorField })),
);

function EditorFallback({ label }: { label: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Skeleton height={250} radius="sm" role="status" aria-label="Loading the editor" />
    </Stack>
  );
}

/** The shared rich-text editor (spec section 9), loaded when a message form first shows. */
export function MessageEditor(props: RichTextEditorFieldProps) {
  return (
    <Suspense fallback={<EditorFallback label={props.label} />}>
      <RichTextEditorField {...props} />
    </Suspense>
  );
}

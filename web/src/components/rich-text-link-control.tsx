import { linkHref, videoEmbedUrl } from '@campus/sdk';
import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useEditorState } from '@tiptap/react';
import { type KeyboardEvent, useState } from 'react';

/** The message under the link box when what was typed cannot be a link (spec section 5). */
export const LINK_REFUSED = 'Enter a web address or an email address';

/** The link icon of Mantine's own link control (tabler "link"). */
function LinkIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M9 15l6 -6" />
      <path d="M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464" />
      <path d="M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463" />
    </svg>
  );
}

/**
 * The toolbar's link control (spec section 5, link editor): a popover with a labelled link box and Save
 * and Remove buttons; Enter saves, Escape closes. What was typed goes through the sdk's linkHref, so an
 * email address becomes a mailto: link, a bare domain gets https:// and anything unsafe (javascript:,
 * data:, ...) is refused with a short message. A YouTube or Vimeo address becomes a link to its embed
 * form (videoEmbedUrl): a link, not an iframe, which the server's sanitizer would drop. Mod+K in the
 * editor opens it too (Mantine's Link extension announces it as the window event 'edit-link').
 */
export function LinkControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const active = useEditorState({
    editor: editor ?? null,
    selector: ({ editor: current }) => (current && !current.isDestroyed ? current.isActive('link') : false),
  });

  const open = () => {
    const href: unknown = editor?.getAttributes('link').href;
    setTyped(typeof href === 'string' ? href : '');
    setError(null);
    setOpened(true);
  };
  const close = () => {
    setOpened(false);
    setError(null);
  };
  /** Closing without saving (Escape, a click outside) puts the caret back in the text. */
  const cancel = () => {
    close();
    editor?.commands.focus();
  };

  // Only the editor that has the focus answers Mod+K: a page may hold more than one.
  useWindowEvent('edit-link', () => {
    if (editor?.isFocused) open();
  });

  const save = () => {
    if (!editor) return;
    const href = linkHref(typed);
    if (!href) {
      setError(LINK_REFUSED);
      return;
    }
    const url = videoEmbedUrl(href) ?? href;
    if (editor.isActive('link')) {
      // An existing link keeps its other attributes (its target) and takes the new address.
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    } else if (editor.state.selection.empty) {
      // Nothing selected: the typed address becomes the link's text, and typing after it is plain text.
      editor
        .chain()
        .focus()
        .insertContent({
          type: 'text',
          text: typed.trim(),
          marks: [{ type: 'link', attrs: { href: url, target: null } }],
        })
        .unsetMark('link')
        .run();
    } else {
      // A new link opens in the same tab, as with Mantine's own link control.
      editor.chain().focus().setLink({ href: url, target: null }).run();
    }
    close();
  };

  const remove = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    }
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => {
        if (!next) cancel();
      }}
      trapFocus
      shadow="md"
      withinPortal
      zIndex={10000}
      position="bottom-start"
    >
      <Popover.Target>
        <RichTextEditor.Control
          aria-label="Link"
          title="Link"
          active={active ?? false}
          onClick={() => (opened ? cancel() : open())}
        >
          <LinkIcon />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={300}>
          <TextInput
            label="Link address"
            description="A web address or an email address"
            placeholder="https://example.org"
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            error={error}
            autoComplete="off"
            data-autofocus
          />
          <Group gap="xs" justify="flex-end">
            {active ? (
              <Button variant="default" size="xs" onClick={remove}>
                Remove
              </Button>
            ) : null}
            <Button size="xs" onClick={save}>
              Save
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

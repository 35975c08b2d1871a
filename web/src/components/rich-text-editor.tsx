import '@mantine/tiptap/styles.css';
import { editorValue, linkHref } from '@campus/sdk';
import { Input, Menu } from '@mantine/core';
import { Link, RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { Highlight } from '@tiptap/extension-highlight';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { Placeholder } from '@tiptap/extensions';
import { useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef } from 'react';
import { LinkControl } from './rich-text-link-control';

/** Text colours offered by the colour control (Mantine's palette, shade 7: readable on light and dark). */
const TEXT_COLORS = [
  '#c92a2a',
  '#a61e4d',
  '#862e9c',
  '#5f3dc4',
  '#364fc7',
  '#1864ab',
  '#0b7285',
  '#087f5b',
  '#2b8a3e',
  '#e67700',
  '#d9480f',
  '#495057',
];

/** The sizes of spec section 9 (small, normal, large, huge), as CSS font sizes relative to the text. */
const TEXT_SIZES = [
  { label: 'Small', size: '0.75em' },
  { label: 'Normal', size: null },
  { label: 'Large', size: '1.5em' },
  { label: 'Huge', size: '2.5em' },
] as const;

/** A toolbar menu that sets the selected text's size. */
function TextSizeControl() {
  const { editor } = useRichTextEditorContext();
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <RichTextEditor.Control aria-label="Text size" title="Text size" px={6} w="auto">
          <span aria-hidden="true" style={{ fontSize: 13, fontWeight: 600 }}>
            Size
          </span>
        </RichTextEditor.Control>
      </Menu.Target>
      <Menu.Dropdown>
        {TEXT_SIZES.map(({ label, size }) => (
          <Menu.Item
            key={label}
            onClick={() => {
              const chain = editor?.chain().focus();
              if (size) chain?.setFontSize(size).run();
              else chain?.unsetFontSize().run();
            }}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export interface RichTextEditorFieldProps {
  /** HTML; '' for an empty editor. */
  value: string;
  /** Receives the HTML, or '' when only an empty paragraph remains (spec section 4, sdk editorValue). */
  onChange: (html: string) => void;
  label: string;
  error?: string | null;
  required?: boolean;
  placeholder?: string;
  /** For blur validation. */
  onBlur?: () => void;
  /** Puts the cursor in the editor once it is ready (a form opened by a button, such as Reply). */
  autoFocus?: boolean;
}

/**
 * The rich-text editor of spec section 9: headings 1-3, bold, italic, underline, strike, sizes, colour,
 * highlight, lists, blockquote, code block, link, clear formatting; placeholder 'Start typing...';
 * at least 200px high. The editable area is a labelled multi-line textbox that reports its error.
 */
export function RichTextEditorField({
  value,
  onChange,
  label,
  error,
  required,
  placeholder = 'Start typing...',
  onBlur,
  autoFocus = false,
}: RichTextEditorFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const emitted = useRef<string[]>([]);
  // The editable element is the textbox: its name, state and error follow the props (useEditor passes
  // changed options on to the editor at each render).
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-invalid': error ? 'true' : 'false',
  };
  if (required) attributes['aria-required'] = 'true';
  if (error) attributes['aria-describedby'] = errorId;
  const extensions = useMemo(
    () => [
      StarterKit.configure({ link: false, heading: { levels: [1, 2, 3] } }),
      // Links follow the link box's rule (sdk linkHref) wherever they come from: loaded or pasted HTML,
      // autolinked text ('example.org ', 'ann@school.org ') and the link control. Autolinks without a
      // scheme get https://.
      Link.configure({
        openOnClick: false,
        defaultProtocol: 'https',
        isAllowedUri: (url) => linkHref(url) !== null,
        shouldAutoLink: (url) => linkHref(url) !== null,
      }),
      Highlight,
      TextStyle,
      Color,
      FontSize,
      Placeholder.configure({ placeholder }),
    ],
    [placeholder],
  );
  const editor = useEditor({
    extensions,
    content: value,
    autofocus: autoFocus ? 'end' : false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      const html = editorValue(current.getHTML());
      emitted.current.push(html);
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a loaded record, a reset form) replaces the content. The editor's own
  // emissions come back as `value` too, possibly a render late while the editor has moved on: those are
  // recognised (`emitted`) and never written back, or a stale one would undo the latest keystrokes.
  // useEditor may hand out an instance it has already destroyed: it destroys an editor whose effects have
  // not run 1 ms after creation (a busy page) and makes a new one, so this render can hold the old one.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const echo = emitted.current.lastIndexOf(value);
    if (echo >= 0) {
      emitted.current.splice(0, echo + 1);
      return;
    }
    if (editorValue(editor.getHTML()) === value) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      labelElement="div"
      labelProps={{ id: labelId, onClick: () => editor?.commands.focus() }}
      errorProps={{ id: errorId }}
    >
      <RichTextEditor
        editor={editor}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar sticky stickyOffset={64}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <TextSizeControl />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ColorPicker colors={TEXT_COLORS} />
            <RichTextEditor.UnsetColor />
            <RichTextEditor.Highlight />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.CodeBlock />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <LinkControl />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={200} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

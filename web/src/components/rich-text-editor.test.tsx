import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditorField } from './rich-text-editor';

/** tiptap keeps its editor on the editable element. */
function editorOf(element: HTMLElement): Editor {
  return (element as HTMLElement & { editor: Editor }).editor;
}

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <RichTextEditorField
        label="Body"
        required
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
    </MantineProvider>
  );
}

/** An editor whose value a button replaces from outside. */
function Outside() {
  const [value, setValue] = useState('<p>First</p>');
  return (
    <MantineProvider>
      <button type="button" onClick={() => setValue('<p>Second</p>')}>
        Load
      </button>
      <RichTextEditorField label="Body" value={value} onChange={setValue} />
    </MantineProvider>
  );
}

describe('rich-text editor', () => {
  it('is a labelled textbox with the placeholder and the toolbar of spec section 9', async () => {
    render(<Harness initial="" onChange={() => {}} />);
    const box = await screen.findByRole('textbox', { name: /Body/ });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.querySelector('[data-placeholder="Start typing..."]')).toBeTruthy();
    for (const name of [
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Text size',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Bullet list',
      'Ordered list',
      'Blockquote',
      'Code block',
      'Link',
      'Clear formatting',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('emits the HTML while there is text and an empty string when only an empty paragraph remains', async () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>Hello</p>" onChange={onChange} />);
    const editor = editorOf(await screen.findByRole('textbox', { name: /Body/ }));
    editor.commands.insertContent(' world');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('world')));
    editor.commands.clearContent(true);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
    expect(editor.getHTML()).toBe('<p></p>');
  });

  it('shows a value set from outside', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Outside />);
    const box = await screen.findByRole('textbox', { name: /Body/ });
    expect(box.textContent).toBe('First');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(box.textContent).toBe('Second'));
  });

  it('takes bold from the toolbar by keyboard', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness initial="<p>Hello</p>" onChange={onChange} />);
    const editor = editorOf(await screen.findByRole('textbox', { name: /Body/ }));
    editor.commands.selectAll();
    screen.getByRole('button', { name: 'Bold' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>'));
  });

  it('marks itself invalid with the error as its description', async () => {
    render(
      <MantineProvider>
        <RichTextEditorField label="Body" value="" onChange={() => {}} error="Body is required" />
      </MantineProvider>,
    );
    const box = await screen.findByRole('textbox', { name: /Body/ });
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Body is required');
  });
});

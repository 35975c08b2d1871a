import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditorField } from './rich-text-editor';
import { LINK_REFUSED } from './rich-text-link-control';

/** tiptap keeps its editor on the editable element. */
function editorOf(element: HTMLElement): Editor {
  return (element as HTMLElement & { editor: Editor }).editor;
}

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    // env="test" as in the app's tests: no transitions, so the link popover shows at once.
    <MantineProvider env="test">
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

  describe('link control (spec section 5)', () => {
    /** An editor holding `initial` with all its text selected, and the link box opened from the toolbar. */
    async function openLinkBox(initial: string) {
      const onChange = vi.fn();
      const user = userEvent.setup({ delay: null });
      render(<Harness initial={initial} onChange={onChange} />);
      const editor = editorOf(await screen.findByRole('textbox', { name: /Body/ }));
      editor.commands.selectAll();
      await user.click(screen.getByRole('button', { name: 'Link' }));
      const box = await screen.findByRole('textbox', { name: /Link address/ });
      return { onChange, user, editor, box };
    }

    it.each([
      ['ann@school.org', 'mailto:ann@school.org'],
      ['mailto:ann@school.org', 'mailto:ann@school.org'],
      ['www.example.org', 'https://www.example.org'],
      ['example.org/path', 'https://example.org/path'],
      ['http://example.org/a', 'http://example.org/a'],
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ])('links the selection to what %j becomes when Enter is pressed', async (typed, href) => {
      const { onChange, user, box } = await openLinkBox('<p>Hello</p>');
      await user.type(box, `${typed}{Enter}`);
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('>Hello</a>')));
      const html = onChange.mock.lastCall?.[0] as string;
      expect(html).toContain(`href="${href}"`);
      expect(html).not.toContain('<iframe');
      await waitFor(() => expect(screen.queryByRole('textbox', { name: /Link address/ })).toBeNull());
    });

    it('works by keyboard alone: the control opens the box with the focus in it, Enter saves', async () => {
      const onChange = vi.fn();
      const user = userEvent.setup({ delay: null });
      render(<Harness initial="<p>Hello</p>" onChange={onChange} />);
      const editor = editorOf(await screen.findByRole('textbox', { name: /Body/ }));
      editor.commands.selectAll();
      screen.getByRole('button', { name: 'Link' }).focus();
      await user.keyboard('{Enter}');
      const box = await screen.findByRole('textbox', { name: /Link address/ });
      await waitFor(() => expect(document.activeElement).toBe(box));
      await user.keyboard('ann@school.org{Enter}');
      await waitFor(() =>
        expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="mailto:ann@school.org"')),
      );
    });

    it('saves with the Save button; a new link opens in the same tab', async () => {
      const { onChange, user, box } = await openLinkBox('<p>Hello</p>');
      await user.type(box, 'example.org');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(onChange).toHaveBeenLastCalledWith(
          '<p><a rel="noopener noreferrer nofollow" href="https://example.org">Hello</a></p>',
        ),
      );
    });

    it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)', '', 'hello'])(
      'refuses %j with a short message and keeps the box open',
      async (typed) => {
        const { onChange, user, editor, box } = await openLinkBox('<p>Hello</p>');
        if (typed) await user.type(box, typed);
        await user.keyboard('{Enter}');
        const message = await screen.findByText(LINK_REFUSED);
        expect(box.getAttribute('aria-invalid')).toBe('true');
        expect(box.getAttribute('aria-describedby')).toContain(message.id);
        expect(editor.getHTML()).toBe('<p>Hello</p>');
        expect(onChange).not.toHaveBeenCalled();
        // Typing again clears the message; a good address then saves.
        if (typed) {
          await user.clear(box);
          expect(screen.queryByText(LINK_REFUSED)).toBeNull();
        }
        await user.type(box, 'ann@school.org{Enter}');
        await waitFor(() => expect(editor.getHTML()).toContain('href="mailto:ann@school.org"'));
      },
    );

    it('shows the current address of a link, saves a change keeping its target, and removes it', async () => {
      const { onChange, user, box } = await openLinkBox(
        '<p><a href="https://old.example.org" target="_blank">Hello</a></p>',
      );
      expect((box as HTMLInputElement).value).toBe('https://old.example.org');
      await user.clear(box);
      await user.type(box, 'new.example.org{Enter}');
      await waitFor(() =>
        expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="https://new.example.org"')),
      );
      // It keeps opening in a new tab.
      expect(onChange.mock.lastCall?.[0]).toContain('target="_blank"');
      await user.click(screen.getByRole('button', { name: 'Link' }));
      await screen.findByRole('textbox', { name: /Link address/ });
      await user.click(screen.getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Hello</p>'));
    });

    it('offers Remove only on a link', async () => {
      await openLinkBox('<p>Hello</p>');
      expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    });

    it('with nothing selected, inserts the typed address as the link text; typing after it is plain', async () => {
      const onChange = vi.fn();
      const user = userEvent.setup({ delay: null });
      render(<Harness initial="<p>Mail </p>" onChange={onChange} />);
      const editor = editorOf(await screen.findByRole('textbox', { name: /Body/ }));
      editor.commands.focus('end');
      await user.click(screen.getByRole('button', { name: 'Link' }));
      await user.type(await screen.findByRole('textbox', { name: /Link address/ }), 'ann@school.org{Enter}');
      await waitFor(() =>
        expect(editor.getHTML()).toContain('href="mailto:ann@school.org">ann@school.org</a>'),
      );
      editor.commands.insertContent('!');
      expect(editor.getHTML()).toContain('ann@school.org</a>!</p>');
    });

    it('closes on Escape without changing the text, back in the editor', async () => {
      const { onChange, user, editor, box } = await openLinkBox('<p>Hello</p>');
      await user.type(box, 'example.org');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('textbox', { name: /Link address/ })).toBeNull());
      expect(onChange).not.toHaveBeenCalled();
      await waitFor(() => expect(editor.isFocused).toBe(true));
    });

    it('opens from the editor with Mod+K', async () => {
      const user = userEvent.setup({ delay: null });
      render(<Harness initial="<p>Hello</p>" onChange={() => {}} />);
      const box = await screen.findByRole('textbox', { name: /Body/ });
      await user.click(box);
      await waitFor(() => expect(editorOf(box).isFocused).toBe(true));
      await user.keyboard('{Control>}k{/Control}');
      expect(await screen.findByRole('textbox', { name: /Link address/ })).toBeTruthy();
    });

    it('drops unsafe links from loaded HTML and autolinks typed addresses by the same rule', async () => {
      const onChange = vi.fn();
      render(<Harness initial={'<p><a href="javascript:alert(1)">Bad</a> ok</p>'} onChange={onChange} />);
      const editor = editorOf(await screen.findByRole('textbox', { name: /Body/ }));
      expect(editor.getHTML()).toBe('<p>Bad ok</p>');
      editor.commands.focus('end');
      editor.commands.insertContent(' ann@school.org ');
      await waitFor(() => expect(editor.getHTML()).toContain('href="mailto:ann@school.org"'));
      editor.commands.insertContent('example.org ');
      await waitFor(() => expect(editor.getHTML()).toContain('href="https://example.org"'));
    });
  });
});

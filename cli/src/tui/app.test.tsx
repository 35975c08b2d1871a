import { render } from 'ink-testing-library';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { TuiApp } from './app.js';

/** Ink's exit() unmounts the whole tree, which runs this effect's clean-up. */
function UnmountProbe({ onUnmount }: { onUnmount: () => void }) {
  useEffect(() => onUnmount, [onUnmount]);
  return null;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('TuiApp', () => {
  it('shows who is signed in and how to quit, and nothing about plans', () => {
    const { lastFrame, unmount } = render(
      <TuiApp
        apiUrl="http://localhost:8080/api"
        user={{ username: 'coordinator', name: 'Cora Diaz', isAdmin: false }}
      />,
    );
    const frame = lastFrame() ?? '';
    expect(frame).toContain('Campus');
    expect(frame).toContain('Signed in as coordinator (Cora Diaz) at http://localhost:8080/api');
    expect(frame).toContain('Press q or Esc to quit.');
    expect(frame).not.toMatch(/issue|later|arrive/i);
    unmount();
  });

  it('marks an admin', () => {
    const { lastFrame, unmount } = render(
      <TuiApp apiUrl="http://x/api" user={{ username: 'admin', name: 'Ada Admin', isAdmin: true }} />,
    );
    expect(lastFrame()).toContain('Signed in as admin (Ada Admin) · admin at http://x/api');
    unmount();
  });

  it('says when nobody is signed in', () => {
    const { lastFrame, unmount } = render(<TuiApp apiUrl="http://x/api" user={null} />);
    expect(lastFrame()).toContain('Not signed in at http://x/api');
    expect(lastFrame()).toContain('campus auth login');
    unmount();
  });

  it('quits on q, not on other keys', async () => {
    let unmounted = false;
    const onUnmount = () => {
      unmounted = true;
    };
    const { stdin } = render(
      <>
        <TuiApp apiUrl="http://x/api" user={null} />
        <UnmountProbe onUnmount={onUnmount} />
      </>,
    );
    await tick();
    stdin.write('x');
    await tick();
    expect(unmounted).toBe(false);
    stdin.write('q');
    await tick();
    expect(unmounted).toBe(true);
  });

  it('quits on Esc too', async () => {
    let unmounted = false;
    const { stdin } = render(
      <>
        <TuiApp apiUrl="http://x/api" user={null} />
        <UnmountProbe
          onUnmount={() => {
            unmounted = true;
          }}
        />
      </>,
    );
    await tick();
    stdin.write('\u001B');
    await tick();
    expect(unmounted).toBe(true);
  });
});

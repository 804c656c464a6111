/**
 * useAfterFirstPaint in a real browser: the first commit holds the frame and the placeholder only;
 * the body follows in a later, deferred commit, and stays.
 */
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { useAfterFirstPaint } from './afterFirstPaint';

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
});

function Screen() {
  const shown = useAfterFirstPaint();
  return (
    <main>
      <h1>Frame</h1>
      {shown ? <p>Body</p> : <p aria-hidden="true">Placeholder</p>}
    </main>
  );
}

test('commits the frame with its placeholder first, then the body', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  // What each commit left in the page, read before any later task (a mutation record is delivered
  // in the microtasks of the commit's own task).
  const commits: string[] = [];
  const observer = new MutationObserver(() => commits.push(host.textContent ?? ''));
  observer.observe(host, { childList: true, subtree: true, characterData: true });
  root = createRoot(host);
  root.render(<Screen />);
  await expect.poll(() => host.textContent).toBe('FrameBody');
  expect(commits).toEqual(['FramePlaceholder', 'FrameBody']);
  // A later render keeps the body.
  root.render(<Screen />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(commits).toEqual(['FramePlaceholder', 'FrameBody']);
  observer.disconnect();
  host.remove();
});

/**
 * useAfterFirstPaint in a real browser: on the page's first screen the first commit holds the frame
 * and the placeholder only, the body follows in a later, deferred commit and stays; a later screen
 * (an in-app navigation) shows its body in its first commit.
 */
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { useAfterFirstPaint } from './afterFirstPaint';

let root: Root | null = null;
let host: HTMLElement | null = null;
let observer: MutationObserver | null = null;
afterEach(() => {
  observer?.disconnect();
  root?.unmount();
  host?.remove();
  observer = null;
  root = null;
  host = null;
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

/** Mounts a screen and records what each commit left in the page (a mutation record is delivered in the microtasks of the commit's own task). */
function mount() {
  const target = document.createElement('div');
  host = target;
  document.body.append(target);
  const commits: string[] = [];
  observer = new MutationObserver(() => commits.push(target.textContent ?? ''));
  observer.observe(target, { childList: true, subtree: true, characterData: true });
  root = createRoot(target);
  root.render(<Screen />);
  return { commits, text: () => target.textContent, rerender: () => root?.render(<Screen />) };
}

test('the first screen commits its frame with the placeholder first, then the body', async () => {
  const page = mount();
  await expect.poll(page.text).toBe('FrameBody');
  expect(page.commits).toEqual(['FramePlaceholder', 'FrameBody']);
  // A later render keeps the body.
  page.rerender();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(page.commits).toEqual(['FramePlaceholder', 'FrameBody']);
});

test('a later screen of the page shows its body in its first commit', async () => {
  const page = mount();
  await expect.poll(page.text).toBe('FrameBody');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(page.commits).toEqual(['FrameBody']);
});

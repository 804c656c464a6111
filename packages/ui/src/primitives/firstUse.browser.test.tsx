/**
 * firstUse in a real browser: a component mounted before its chunk is there suspends; mounted after
 * a preload, it renders in the commit that mounts it; a failed load is tried again.
 */
import { Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { firstUse } from './firstUse';

let root: Root | null = null;
let host: HTMLElement | null = null;
let observer: MutationObserver | null = null;
afterEach(() => {
  observer?.disconnect();
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
  observer = null;
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A chunk that loads when `resolve` is called (or fails with `reject`), counting its loads. */
function chunk() {
  const state = { loads: 0, resolve: () => {}, reject: () => {} };
  const load = () => {
    state.loads += 1;
    return new Promise<{ Greeting: typeof Greeting }>((resolve, reject) => {
      state.resolve = () => resolve({ Greeting });
      state.reject = () => reject(new Error('chunk failed'));
    });
  };
  return { state, load };
}

/** Mounts `element` and records what each commit left in the page. */
function mount(element: React.ReactNode) {
  host = document.createElement('div');
  document.body.append(host);
  const commits: string[] = [];
  const target = host;
  observer = new MutationObserver(() => commits.push(target.textContent ?? ''));
  observer.observe(target, { childList: true, subtree: true, characterData: true });
  root = createRoot(host);
  root.render(element);
  return { commits, text: () => target.textContent };
}

test('mounted before its chunk is there, it shows the fallback, then the component', async () => {
  const { state, load } = chunk();
  const greeting = firstUse(load, (m) => m.Greeting);
  const page = mount(
    <Suspense fallback={<p>Loading</p>}>
      <greeting.Component name="Anna" />
    </Suspense>,
  );
  await expect.poll(page.text).toBe('Loading');
  state.resolve();
  await expect.poll(page.text).toBe('Hello Anna');
  expect(page.commits).toEqual(['Loading', 'Hello Anna']);
  expect(state.loads).toBe(1);
});

test('preloaded, it renders in the commit that mounts it, without the fallback', async () => {
  const { state, load } = chunk();
  const greeting = firstUse(load, (m) => m.Greeting);
  greeting.preload();
  greeting.preload();
  state.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const page = mount(
    <Suspense fallback={<p>Loading</p>}>
      <greeting.Component name="Anna" />
    </Suspense>,
  );
  await expect.poll(page.text).toBe('Hello Anna');
  expect(page.commits).toEqual(['Hello Anna']);
  expect(state.loads).toBe(1);
});

test('a failed preload is tried again by the next one', async () => {
  const { state, load } = chunk();
  const greeting = firstUse(load, (m) => m.Greeting);
  greeting.preload();
  state.reject();
  await new Promise((resolve) => setTimeout(resolve, 0));
  greeting.preload();
  state.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(state.loads).toBe(2);
  const page = mount(<greeting.Component name="Ben" />);
  await expect.poll(page.text).toBe('Hello Ben');
});

test('without a pick, the chunk default export is the component', async () => {
  const greeting = firstUse(() => Promise.resolve({ default: Greeting }));
  greeting.preload();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const page = mount(<greeting.Component name="Cem" />);
  await expect.poll(page.text).toBe('Hello Cem');
  expect(page.commits).toEqual(['Hello Cem']);
});

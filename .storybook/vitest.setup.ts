import { afterEach, beforeAll } from 'vitest';
import { page } from 'vitest/browser';

// The Vitest addon applies .storybook/preview and the a11y addon's annotations itself.
// Every story: its play function runs, axe checks it (a11y.test = 'error'), then the screen is
// compared against the committed baseline in __screenshots__ beside the story file.

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { animation-play-state: paused !important; animation-delay: -0.2s !important; transition: none !important; }';
  document.head.appendChild(style);
});

afterEach(async ({ task, expect }) => {
  if (task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect(page.elementLocator(document.body)).toMatchScreenshot(task.name.replace(/[^\w-]+/g, '-'));
});

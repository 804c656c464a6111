import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { page } from 'vitest/browser';
import * as projectAnnotations from './preview';

// The preview and the a11y addon's annotations (its axe afterEach) are applied explicitly, so the
// set-up is visible here. A story planted with an unnamed button and an image without alt fails.
const annotations = setProjectAnnotations([a11yAnnotations, projectAnnotations]);
beforeAll(annotations.beforeAll);

// Every story: its play function runs, axe checks it (a11y.test = 'error'), then the screen is
// compared against the committed baseline in __screenshots__ beside the story file.

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { animation-play-state: paused !important; animation-delay: -0.2s !important; transition: none !important; }';
  document.head.appendChild(style);
});

// React Aria announces a button's pending state through its live region for 7 s, by a node that
// points at the button's id. When the next story starts within that time, its button is gone and axe
// rightly reports the dangling reference. What an earlier story announced is not part of this one.
beforeEach(() => {
  for (const log of Array.from(document.querySelectorAll('[data-live-announcer] [role="log"]'))) log.replaceChildren();
});

afterEach(async ({ task, expect }) => {
  if (task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect(page.elementLocator(document.body)).toMatchScreenshot(task.name.replace(/[^\w-]+/g, '-'));
});

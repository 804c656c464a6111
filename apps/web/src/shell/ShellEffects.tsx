import { limits } from '@mandate/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '../routes/routeHandle';
import { isDashboardPath } from '../routes/paths';
import { refreshCountersAtom } from '../session/session';
import { messages } from './Shell.messages';

/** Scrolls to the element of the hash, 160 px below the top edge (001 §2.4). */
export function scrollToAnchor(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return false;
  const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
  if (!target) return false;
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - limits.anchorOffset });
  return true;
}

/**
 * Side effects of navigation (001 §2.2–2.4): the page title (product name plus route title),
 * alternate-language links for en and de, anchors with a 160 px offset, and the counters refreshed
 * when a dashboard page is left.
 */
export function ShellEffects() {
  const intl = useIntl();
  const location = useLocation();
  const matches = useMatches();
  const refreshCounters = useSetAtom(refreshCountersAtom);
  const previousPath = useRef<string | null>(null);

  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  const product = intl.formatMessage(messages.product);
  const pageTitle = title?.title ? `${product} | ${intl.formatMessage(title.title)}` : product;
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);

  useEffect(() => {
    const links = (['en', 'de'] as const).map((lang) => {
      const url = new URL(location.pathname + location.search, window.location.origin);
      url.searchParams.set('lang', lang);
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = lang;
      link.href = url.href;
      document.head.appendChild(link);
      return link;
    });
    return () => links.forEach((link) => link.remove());
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!location.hash) return;
    // The target may render a moment later (lazy screens, data).
    if (scrollToAnchor(location.hash)) return;
    const timer = window.setTimeout(() => scrollToAnchor(location.hash), 300);
    return () => window.clearTimeout(timer);
  }, [location.hash, location.pathname]);

  // A client-side route change moves focus to the new page's h1 (DESIGN "Route changes"), so a screen
  // reader announces it and the keyboard starts at the top; a lazy screen's h1 may come a moment later.
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (firstPath.current === location.pathname) return;
    firstPath.current = '';
    let frame = 0;
    const until = Date.now() + 3000;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      } else if (Date.now() < until) frame = requestAnimationFrame(focusHeading);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [location.pathname]);

  useEffect(() => {
    const previous = previousPath.current;
    previousPath.current = location.pathname;
    if (previous !== null && previous !== location.pathname && isDashboardPath(previous)) void refreshCounters();
  }, [location.pathname, refreshCounters]);

  return null;
}

import { durations } from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { fetchVersionAtom, knownVersionAtom } from '../session/session';

const NewVersionDialog = lazy(() => import('./NewVersionDialog'));

/**
 * The version check (001 §4.6): polls `GET /version` every 60 s, bypassing the loading indicator and
 * the error handler; failures are ignored. A version other than the stored one opens the dialog:
 * Refresh stores it and reloads, "Remind me later" checks again after 240 s.
 */
export function VersionCheck() {
  const known = useAtomValue(knownVersionAtom);
  const setKnown = useSetAtom(knownVersionAtom);
  const fetchVersion = useSetAtom(fetchVersionAtom);
  const [available, setAvailable] = useState<string | null>(null);
  const knownRef = useRef(known);
  useEffect(() => {
    knownRef.current = known;
  }, [known]);
  // The wait before the next check, and a round counter that re-arms the timer after each check.
  const [delay, setDelay] = useState<number>(durations.versionCheck);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (available !== null) return;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      try {
        const version = await fetchVersion();
        if (cancelled) return;
        if (knownRef.current === null) setKnown(version);
        else if (version !== knownRef.current) setAvailable(version);
      } catch {
        // Failures of the check are ignored.
      }
      if (cancelled) return;
      setDelay(durations.versionCheck);
      setRound((r) => r + 1);
    }, delay);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [available, delay, round, setKnown, fetchVersion]);

  if (available === null) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionDialog
        onRefresh={() => {
          setKnown(available);
          window.location.reload();
        }}
        onRemindLater={() => {
          setAvailable(null);
          setDelay(durations.versionRemindLater);
        }}
      />
    </Suspense>
  );
}

import type { AlertView } from '@pantau/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../../api/session.ts';
import { useLiveClient } from '../../live/live.client.ts';
import { useLive } from '../../live/live.store.ts';
import { useBookmarkedSet } from '../bookmarks/index.ts';
import { applyPushedAlerts, PushMerger, refetchAlertTypes } from './alerts.api.ts';
import { soundOn, useAlerts } from './alerts.store.ts';
import { isSilenced, nextRingAt, soundsOnArrival } from './sound-policy.ts';
import { playTone } from './tones.ts';

/** Sounds a priority's tone and counts it. */
function sound(priority: AlertView['priority']): void {
  playTone(priority);
  useAlerts.getState().countSound();
}

/**
 * While signed in with the map open: asks the server for alert pushes (`watch-alerts`) and,
 * on each, updates the dialog's lists and counts (merged at most once a second), marks its tab unseen, sounds it (SPEC §4,
 * §9: type's sound on, open, not acknowledged, not silenced, not older than 10 s), keeps it
 * ringing by priority until answered, and toasts it when the vessel is bookmarked (an alert
 * is sounded and toasted once: its updates are not). More than ten alarms in ten minutes are
 * an alarm flood: the rest are grouped into one entry (`AlertFlood`).
 */
export function useAlertFeed(): void {
  const queryClient = useQueryClient();
  const live = useLiveClient((s) => s.client);
  const user = useSession().data?.user.username ?? null;
  const bookmarked = useBookmarkedSet();
  const bookmarkedRef = useRef(bookmarked);
  useEffect(() => {
    bookmarkedRef.current = bookmarked;
  }, [bookmarked]);

  useEffect(() => {
    if (user !== null) useAlerts.getState().loadSound(user);
  }, [user]);

  useEffect(() => {
    if (!live || user === null) return;
    const merger = new PushMerger((alerts) => applyPushedAlerts(queryClient, alerts));
    // `notify` false: the user's alert settings do not want it sounded (it is still listed,
    // and still toasted for a bookmarked vessel).
    const onAlert = (alert: AlertView, notify: boolean) => {
      const now = Date.now();
      const state = useAlerts.getState();
      merger.push(alert, now);
      if (!(state.open && state.tab === alert.type)) state.markUnseen(alert.type);
      const heard = state.heard.has(alert.id);
      const sounded = soundsOnArrival(alert, {
        soundOn: notify && soundOn(state.sound, alert.type),
        now,
        clockOffset: useLive.getState().clockOffset,
        silences: state.silences,
        heard,
      });
      // In an alarm flood an alarm is counted into the one flood entry, not sounded alone.
      const grouped = sounded && alert.priority === 'alarm' && state.floodAlarm(now);
      if (sounded && !grouped) sound(alert.priority);
      state.ring(alert, sounded && !grouped, now);
      if (!heard && alert.status === 'open' && bookmarkedRef.current.has(alert.mmsi)) {
        state.addToast(alert, now);
      }
    };
    const offAlert = live.on('alert', (m) => onAlert(m.alert, m.notify !== false));
    const offBurst = live.on('alert-burst', (m) => {
      refetchAlertTypes(
        queryClient,
        m.counts.map((c) => c.type),
      );
      for (const c of m.counts) useAlerts.getState().markUnseen(c.type, c.n);
    });
    live.send({ type: 'watch-alerts', on: true });
    return () => {
      merger.dispose();
      offAlert();
      offBurst();
      live.send({ type: 'watch-alerts', on: false });
    };
  }, [live, user, queryClient]);

  // The re-alert: an unanswered alert sounds again when its ring is due.
  const rings = useAlerts((s) => s.rings);
  useEffect(() => {
    const at = nextRingAt(rings);
    if (at === null) return;
    const timer = setTimeout(
      () => {
        const now = Date.now();
        const state = useAlerts.getState();
        for (const r of state.takeDue(now)) {
          const still =
            soundOn(state.sound, r.type) &&
            !isSilenced({ ...r, status: 'open', updatedAt: now, ackAt: null }, state.silences, now);
          if (still) sound(r.priority);
        }
      },
      Math.max(0, at - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [rings]);
}
